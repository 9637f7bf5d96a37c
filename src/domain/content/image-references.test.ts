import { describe, expect, it } from 'vitest';
import { imageReferences, refersToImage, withCurrentImages } from './image-references.js';

const body = [
  { type: 'hero', value: { title: 'Hallo', image: { id: 3 }, link: { linkUrl: '/store/x' } } },
  { type: 'sectionGallery', value: { images: [{ id: 4 }, { id: 3, version: 1, extension: 'jpg' }] } },
  { type: 'image', value: '/image/custom/teaser/7-2.jpg' },
  { type: 'image', value: 'https://example.com/image/8-1.jpg' },
];

describe('images in content', () => {
  it('finds image objects and image addresses with their fields', () => {
    expect(imageReferences(body, 'content.body')).toEqual([
      { id: 3, field: 'content.body.0.value.image' },
      { id: 4, field: 'content.body.1.value.images.0' },
      { id: 3, field: 'content.body.1.value.images.1' },
      { id: 7, field: 'content.body.2.value' },
    ]);
  });

  it('replaces image objects with the images as they are now and keeps everything else', () => {
    const current = new Map([
      [3, { id: 3, version: 2, extension: 'png', width: 10, height: 10, alt: 'neu' }],
      [4, { id: 4, version: 1, extension: 'jpg', width: 20, height: 20, alt: '' }],
    ]);
    const replaced = withCurrentImages(body, current) as typeof body;
    expect(replaced[0]?.value).toEqual({
      title: 'Hallo',
      image: current.get(3),
      link: { linkUrl: '/store/x' },
    });
    expect(replaced[1]?.value).toEqual({ images: [current.get(4), current.get(3)] });
    expect(replaced[2]).toEqual(body[2]);
  });

  it('tells whether content shows an image', () => {
    expect(refersToImage(body, 7)).toBe(true);
    expect(refersToImage(body, 8)).toBe(false);
    expect(refersToImage({ year: 1962, text: '<p>1962</p>' }, 1962)).toBe(false);
  });
});
