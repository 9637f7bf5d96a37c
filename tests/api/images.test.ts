import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '../../src/domain/schemas/common.js';
import { initDataFromEntries } from '../../src/domain/schemas/init.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('image routes on $name', (target) => {
  let t: TestApp;
  let image: Image;
  const file = () => `${image.id}-${image.version}.${image.extension}`;

  beforeAll(async () => {
    t = await createTestApp(target);
    const init = initDataFromEntries((await t.app.inject({ method: 'GET', url: '/api/init' })).json().data);
    const withImage = init['/api/products'].find((product) => product.images.length > 0);
    if (!withImage?.images[0]) throw new Error('the demo data has no product image');
    image = withImage.images[0];
  });
  afterAll(async () => t?.close());

  it('serves the original as a real image, cacheable for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/image/${file()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.headers['cache-control']).toContain('immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(image.width);
    expect(meta.height).toBe(image.height);
  });

  it.each([
    ['icon', 64],
    ['thumbnail', 128],
    ['tiny', 256],
    ['small', 640],
  ])('renders the %s variant at most %i px wide, and serves it again from the cache', async (size, width) => {
    const first = await t.app.inject({ method: 'GET', url: `/image/${size}/${file()}` });
    expect(first.statusCode).toBe(200);
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.width).toBe(Math.min(width, image.width));
    const again = await t.app.inject({ method: 'GET', url: `/image/${size}/${file()}` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('crops product variants to 4:3 and the teaser to 800×600', async () => {
    const product = await sharp(
      (await t.app.inject({ method: 'GET', url: `/image/product/small/${file()}` })).rawPayload,
    ).metadata();
    expect(product.width).toBe(640);
    expect(product.height).toBe(480);
    const teaser = await sharp(
      (await t.app.inject({ method: 'GET', url: `/image/custom/teaser/${file()}` })).rawPayload,
    ).metadata();
    expect([teaser.width, teaser.height]).toEqual([800, 600]);
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
  ])(
    'renders %s variants of a photo beside its own format, smaller than it',
    async (extension, type, format) => {
      const url = `/image/product/small/${image.id}-${image.version}.${extension}`;
      const converted = await t.app.inject({ method: 'GET', url });
      expect(converted.statusCode).toBe(200);
      expect(converted.headers['content-type']).toBe(type);
      expect(converted.headers['cache-control']).toContain('immutable');
      const meta = await sharp(converted.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 480]);
      const own = await t.app.inject({ method: 'GET', url: `/image/product/small/${file()}` });
      expect(converted.rawPayload.length).toBeLessThan(own.rawPayload.length);
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(converted.rawPayload)).toBe(true);
    },
  );

  it('renders the first requests of many variants one after another, each once', async () => {
    const urls = ['icon', 'thumbnail', 'tiny', 'small', 'medium'].flatMap((size) =>
      ['avif', 'webp'].map((extension) => `/image/${size}/${image.id}-${image.version}.${extension}`),
    );
    const answers = await Promise.all([...urls, ...urls].map((url) => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    answers.slice(0, urls.length).forEach((answer, index) => {
      expect(answer.rawPayload.equals(answers[index + urls.length]?.rawPayload ?? Buffer.alloc(0))).toBe(
        true,
      );
    });
  });

  it.each([
    ['the original in another format', () => `/image/${image.id}-${image.version}.avif`],
    ['a stale version', () => `/image/${image.id}-${image.version + 1}.${image.extension}`],
    ['an unknown id', () => `/image/999999-1.jpg`],
    ['an unknown size', () => `/image/huge/${file()}`],
    ['an unknown custom variant', () => `/image/custom/poster/${file()}`],
    ['a malformed name', () => `/image/..%2F..%2Fetc%2Fpasswd`],
    ['a wrong extension', () => `/image/${image.id}-${image.version}.png`],
  ])('answers %s with a German 404', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url: url() });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Bild wurde nicht gefunden.');
  });
});
