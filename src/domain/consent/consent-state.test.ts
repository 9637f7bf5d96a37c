import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  consentCategories,
  consentCookieHeader,
  consentCookieValues,
  cookieValue,
  grant,
  readConsent,
  refuseAll,
  undecided,
  withdrawnCategories,
  type ConsentChoice,
} from './consent-state.js';

const choices = fc.record({
  statistics: fc.boolean(),
  marketing: fc.boolean(),
  externalMedia: fc.boolean(),
});

/** The cookie header a browser sends after the choice was written (other cookies around it). */
function stored(choice: ConsentChoice, before = 'cart=1', after = 'pwa-dismiss=true'): string {
  const { acceptance, categories } = consentCookieValues(choice);
  return `${before}; cookie-banner-acceptance-state=${acceptance}; cookie-banner-categories=${categories}; ${after}`;
}

describe('the stored cookie choice', () => {
  it('reads back every choice it writes, whatever other cookies stand around it', () => {
    fc.assert(
      fc.property(
        choices,
        fc.constantFrom('', 'a=1', 'x-cookie-banner-categories=marketing'),
        (choice, other) => {
          expect(readConsent(stored(choice, other, other))).toEqual({ isDecided: true, choice });
        },
      ),
    );
  });

  it("keeps the spec's 'true' for every category and 'false' for anything less", () => {
    fc.assert(
      fc.property(choices, (choice) => {
        const all = consentCategories.every((category) => choice[category]);
        expect(consentCookieValues(choice).acceptance).toBe(all ? 'true' : 'false');
      }),
    );
    expect(consentCookieValues(refuseAll)).toEqual({ acceptance: 'false', categories: 'none' });
    expect(consentCookieValues({ ...refuseAll, statistics: true })).toEqual({
      acceptance: 'false',
      categories: 'statistics',
    });
  });

  it("counts a guest who accepted before the categories existed (only 'true') as all accepted", () => {
    expect(readConsent('cookie-banner-acceptance-state=true')).toEqual({
      isDecided: true,
      choice: acceptAll,
    });
    // 'true' wins over a stale list.
    expect(readConsent('cookie-banner-acceptance-state=true; cookie-banner-categories=none').choice).toEqual(
      acceptAll,
    );
  });

  it('asks again when there is no answer or one it does not know; then nothing optional runs', () => {
    for (const header of [
      '',
      'cookie-banner-categories=statistics.marketing.externalMedia',
      'cookie-banner-acceptance-state=yes',
      'x-cookie-banner-acceptance-state=true',
      'cookie-banner-acceptance-state=%E0%A4%A',
    ]) {
      expect(readConsent(header), header).toEqual(undecided);
    }
  });

  it('grants nothing a refusal did not list, and ignores names it does not know', () => {
    expect(readConsent('cookie-banner-acceptance-state=false')).toEqual({
      isDecided: true,
      choice: refuseAll,
    });
    expect(
      readConsent('cookie-banner-acceptance-state=false; cookie-banner-categories=marketing.video.necessary')
        .choice,
    ).toEqual({ ...refuseAll, marketing: true });
  });

  it('gives the server one header per consent, so pages are rendered and kept per consent', () => {
    fc.assert(
      fc.property(choices, fc.string(), (choice, noise) => {
        const consent = readConsent(stored(choice, `n=${encodeURIComponent(noise)}`));
        expect(readConsent(consentCookieHeader(consent))).toEqual(consent);
        expect(consentCookieHeader(readConsent(consentCookieHeader(consent)))).toBe(
          consentCookieHeader(consent),
        );
      }),
    );
    expect(consentCookieHeader(undecided)).toBe('');
  });
});

describe('changing the choice', () => {
  it('names exactly the categories given up', () => {
    fc.assert(
      fc.property(choices, choices, (before, after) => {
        const withdrawn = withdrawnCategories(before, after);
        for (const category of consentCategories) {
          expect(withdrawn.includes(category)).toBe(before[category] && !after[category]);
        }
      }),
    );
    expect(withdrawnCategories(acceptAll, { ...acceptAll, marketing: false })).toEqual(['marketing']);
  });

  it("grants one category on top of the current choice (the map's own button)", () => {
    expect(grant(undecided, 'externalMedia')).toEqual({ ...refuseAll, externalMedia: true });
    expect(grant({ isDecided: true, choice: { ...refuseAll, statistics: true } }, 'externalMedia')).toEqual({
      statistics: true,
      marketing: false,
      externalMedia: true,
    });
  });
});

describe('a cookie header', () => {
  it('finds a cookie by its whole name', () => {
    expect(cookieValue('a=1; pwa-dismiss=true', 'pwa-dismiss')).toBe('true');
    expect(cookieValue('xpwa-dismiss=true', 'pwa-dismiss')).toBeUndefined();
    expect(cookieValue('a=1;b=x%20y', 'b')).toBe('x y');
  });
});
