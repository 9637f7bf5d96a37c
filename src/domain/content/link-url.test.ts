import { describe, expect, it } from 'vitest';
import { isEmbeddableUrl, isSafeLinkUrl } from './link-url.js';

describe('link addresses', () => {
  it.each([
    '/store/dornbirn',
    '/',
    '#kontakt',
    'https://www.instagram.com/',
    'http://example.com/a?b=c',
    'mailto:hallo@cafe-tischlein.example',
    'tel:+43557212345',
  ])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/',
    '/\\evil.example',
    'https://',
    'mailto:',
    'store/dornbirn',
    '',
    '/a b',
    '/tab\tcharacter',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });

  it('embeds only https addresses', () => {
    expect(isEmbeddableUrl('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isEmbeddableUrl('http://player.vimeo.com/video/76979871')).toBe(false);
    expect(isEmbeddableUrl('/video')).toBe(false);
  });
});
