import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isConvertible } from './image-url.js';

const photo = { id: 7, version: 2, extension: 'jpg', width: 1000 };

describe('image URLs', () => {
  it('lists the narrower variants and the original in its own format', () => {
    expect(imageSrcSet(photo)).toBe(
      '/image/icon/7-2.jpg 64w, /image/thumbnail/7-2.jpg 128w, /image/tiny/7-2.jpg 256w, /image/small/7-2.jpg 640w, /image/7-2.jpg 1000w',
    );
  });

  it('ends another format with the next wider variant at the original width, never enlarged', () => {
    expect(imageSrcSet(photo, 'avif')?.split(', ').at(-1)).toBe('/image/medium/7-2.avif 1000w');
    expect(
      imageSrcSet({ ...photo, width: 4000 }, 'webp')
        ?.split(', ')
        .at(-1),
    ).toBe('/image/large/7-2.webp 1920w');
    expect(imageUrl(photo, 'small', 'webp')).toBe('/image/small/7-2.webp');
  });

  it('converts photos only', () => {
    expect(isConvertible(photo)).toBe(true);
    expect(isConvertible({ extension: 'PNG' })).toBe(true);
    expect(isConvertible({ extension: 'gif' })).toBe(false);
    expect(isConvertible({ extension: 'svg' })).toBe(false);
    expect(imageSrcSet({ ...photo, extension: 'svg' })).toBeUndefined();
  });
});
