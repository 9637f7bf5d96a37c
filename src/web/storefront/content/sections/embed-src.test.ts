import { describe, expect, it } from 'vitest';
import { embedSrc } from './embed-src.js';

describe('embedSrc', () => {
  it('adds autoplay and hides the title for slides', () => {
    const src = new URL(embedSrc('https://player.vimeo.com/video/76979871?h=abc', true));
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('title')).toBe('0');
    expect(src.searchParams.get('h')).toBe('abc');
  });

  it('leaves playing to the guest elsewhere', () => {
    const src = new URL(embedSrc('https://www.youtube.com/embed/x', false));
    expect(src.searchParams.has('autoplay')).toBe(false);
    expect(src.searchParams.get('title')).toBe('0');
  });
});
