import { describe, expect, it } from 'vitest';
import {
  clockAppScope,
  clockManifestUrl,
  clockPagePath,
  clockStartUrl,
  isClockPage,
  isClockWorkerScope,
} from './clock-install.js';

describe('the installable clock page’s addresses', () => {
  it('knows a clock page by its two segments, not its manifest or other pages', () => {
    expect(clockPagePath('/zeiterfassung/abc/lena%40cafe.at')).toEqual({
      token: 'abc',
      username: 'lena%40cafe.at',
    });
    for (const path of [
      '/zeiterfassung/abc',
      '/zeiterfassung/abc/lena/manifest.webmanifest',
      '/zeiterfassung//lena',
      '/backend/zeiterfassung/abc/lena',
      '/',
    ])
      expect(isClockPage(path)).toBe(false);
  });

  it('encodes token and username once, with the start inside the scope', () => {
    const start = clockStartUrl('a_b-c', 'lena@cafe.at');
    expect(start).toBe('/zeiterfassung/a_b-c/lena%40cafe.at');
    expect(clockManifestUrl('a_b-c', 'lena@cafe.at')).toBe(`${start}/manifest.webmanifest`);
    expect(start.startsWith(clockAppScope('a_b-c'))).toBe(true);
    expect(clockStartUrl('"><x', 'a b')).toBe('/zeiterfassung/%22%3E%3Cx/a%20b');
  });

  it('tells the clock’s worker from the storefront’s by its scope', () => {
    expect(isClockWorkerScope('https://cafe.at/zeiterfassung/')).toBe(true);
    expect(isClockWorkerScope('https://cafe.at/')).toBe(false);
    expect(isClockWorkerScope('https://cafe.at/zeiterfassung/abc/')).toBe(false);
    expect(isClockWorkerScope('not a url')).toBe(false);
  });
});
