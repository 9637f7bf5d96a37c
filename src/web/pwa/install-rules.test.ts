import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canOfferInstall, installPlatform, promptDelay, type InstallSituation } from './install-rules.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_OLD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';

describe('the install platform', () => {
  it('tells iPhone, iPad, browsers with the install event and the rest apart', () => {
    expect(installPlatform({ userAgent: IPHONE, maxTouchPoints: 5, hasInstallEvent: false })).toBe('iphone');
    // Every browser on iOS installs through the share sheet.
    expect(installPlatform({ userAgent: CHROME_ON_IPHONE, maxTouchPoints: 5, hasInstallEvent: true })).toBe(
      'iphone',
    );
    expect(installPlatform({ userAgent: IPAD_OLD, maxTouchPoints: 5, hasInstallEvent: false })).toBe('ipad');
    // iPadOS 13 and later say "Macintosh"; a Mac has no touch screen.
    expect(installPlatform({ userAgent: MAC, maxTouchPoints: 5, hasInstallEvent: false })).toBe('ipad');
    expect(installPlatform({ userAgent: MAC, maxTouchPoints: 0, hasInstallEvent: false })).toBe('other');
    expect(installPlatform({ userAgent: ANDROID_CHROME, maxTouchPoints: 5, hasInstallEvent: true })).toBe(
      'browser',
    );
    expect(installPlatform({ userAgent: FIREFOX, maxTouchPoints: 0, hasInstallEvent: false })).toBe('other');
  });
});

const situations = fc.record({
  isEnabled: fc.boolean(),
  isStandalone: fc.boolean(),
  isSupported: fc.boolean(),
  isInstalled: fc.boolean(),
});
const open: InstallSituation = {
  isEnabled: true,
  isStandalone: false,
  isSupported: true,
  isInstalled: false,
};

describe('offering the app', () => {
  it('offers it only with the plugin on, where it can be installed and is not yet', () => {
    fc.assert(
      fc.property(situations, (situation) => {
        expect(canOfferInstall(situation)).toBe(
          situation.isEnabled && situation.isSupported && !situation.isStandalone && !situation.isInstalled,
        );
      }),
    );
  });

  it('prompts 250 ms after the cookie answer, 5 s after load when answered before', () => {
    const answered = { ...open, isDismissed: false, isAnswered: true };
    expect(promptDelay({ ...answered, wasAnsweredOnLoad: false })).toBe(250);
    expect(promptDelay({ ...answered, wasAnsweredOnLoad: true })).toBe(5_000);
  });

  it('never prompts before the answer, after "Jetzt nicht", or where the footer would not offer it', () => {
    fc.assert(
      fc.property(
        situations,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (situation, isDismissed, isAnswered, onLoad) => {
          const delay = promptDelay({ ...situation, isDismissed, isAnswered, wasAnsweredOnLoad: onLoad });
          expect(delay !== undefined).toBe(canOfferInstall(situation) && !isDismissed && isAnswered);
        },
      ),
    );
  });
});
