import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation/messages.js';
import { contentMessages } from './messages.js';
import { contentSectionSchema, sectionInputSchema } from './sections.js';

const image = { id: 4, version: 1, extension: 'jpg', width: 1920, height: 1280, alt: 'Berge' };
const issues = (value: unknown) =>
  sectionInputSchema
    .safeParse(value)
    .error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('content sections', () => {
  it('takes images by id when written and answers them whole', () => {
    const written = sectionInputSchema.parse({
      type: 'hero',
      value: { title: ' Hallo ', image: { ...image } },
    });
    expect(written).toEqual({ type: 'hero', value: { title: 'Hallo', text: '', image: { id: 4 } } });
    const stored = contentSectionSchema.parse({ type: 'hero', value: { title: 'Hallo', text: '', image } });
    expect(stored.value).toMatchObject({ image });
  });

  it('fills in link defaults and refuses script addresses', () => {
    const parsed = sectionInputSchema.parse({
      type: 'sectionBanner',
      value: { link: { linkUrl: '/store/x' } },
    });
    expect(parsed.value).toMatchObject({
      link: { linkUrl: '/store/x', linkType: 'internal', linkDirection: 'right', linkLabel: '' },
    });
    expect(issues({ type: 'sectionBanner', value: { link: { linkUrl: 'javascript:alert(1)' } } })).toEqual([
      { path: 'value.link.linkUrl', message: contentMessages.linkUrl },
    ]);
  });

  it('refuses an unknown section type', () => {
    expect(issues({ type: 'marquee', value: {} })).toEqual([{ path: 'type', message: m.choice }]);
  });

  it('holds columns, markers, slides and events to their shapes', () => {
    expect(issues({ type: 'sectionTwoColumns', value: { columns: [{ title: 'a' }] } })).toEqual([
      { path: 'value.columns', message: contentMessages.exactColumns(2) },
    ]);
    expect(
      issues({
        type: 'sectionImageText',
        value: { image: { id: 1 }, markers: [{ positionX: 120, positionY: 5, label: 'x' }] },
      }),
    ).toEqual([{ path: 'value.markers.0.positionX', message: contentMessages.numberBetween(0, 100) }]);
    expect(
      issues({
        type: 'sectionSlider',
        value: { slides: [{ type: 'slideIFrame', value: { url: 'http://video' } }] },
      }),
    ).toEqual([{ path: 'value.slides.0.value.url', message: contentMessages.embedUrl }]);
    expect(issues({ type: 'sectionHistory', value: { events: [{ year: 62, text: '' }] } })).toEqual([
      { path: 'value.events.0.year', message: contentMessages.numberBetween(1000, 9999) },
    ]);
  });

  it('keeps the rich text of a default page as a string', () => {
    expect(sectionInputSchema.parse({ type: 'text', value: '<p>AGB</p>' })).toEqual({
      type: 'text',
      value: '<p>AGB</p>',
    });
  });
});
