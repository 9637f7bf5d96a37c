import { describe, expect, it } from 'vitest';
import { takeHoistedResources } from './hoisted-resources.js';

const preload = '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.avif 640w"/>';

describe('takeHoistedResources', () => {
  it('takes the preloads React put in front of the page', () => {
    const result = takeHoistedResources(`${preload}${preload}<a href="#main">Zum Inhalt</a>`);
    expect(result).toEqual({ resources: preload + preload, body: '<a href="#main">Zum Inhalt</a>' });
  });

  it('leaves a page without preloads as it is', () => {
    expect(takeHoistedResources('<main><p>Hallo</p></main>')).toEqual({
      resources: '',
      body: '<main><p>Hallo</p></main>',
    });
  });

  it('never takes a preload from inside the page or any other link', () => {
    const body = `<main>${preload}</main>`;
    expect(takeHoistedResources(body)).toEqual({ resources: '', body });
    const stylesheet = '<link rel="stylesheet" href="/a.css"/><p>x</p>';
    expect(takeHoistedResources(stylesheet)).toEqual({ resources: '', body: stylesheet });
  });
});
