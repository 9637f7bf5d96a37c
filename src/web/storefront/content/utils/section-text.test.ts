import { describe, expect, it } from 'vitest';
import { sectionText } from './section-text.js';

describe('sectionText', () => {
  it('reads the title and HTML text of a section', () => {
    expect(
      sectionText({ type: 'sectionText', value: { title: 'Backstube', text: '<p>Brot</p>', color: 'grey' } }),
    ).toEqual({
      title: 'Backstube',
      html: '<p>Brot</p>',
      parts: [],
    });
  });

  it('reads columns, teaser items and history events as parts', () => {
    const columns = sectionText({
      type: 'sectionTwoColumns',
      value: { columns: [{ title: 'Frühstück', text: '<p>Bis 11:30</p>' }, { title: 'Mittag' }] },
    });
    expect(columns?.parts).toEqual([{ title: 'Frühstück', html: '<p>Bis 11:30</p>' }, { title: 'Mittag' }]);
    const history = sectionText({
      type: 'sectionHistory',
      value: { title: 'Geschichte', events: [{ year: 1962, text: '<p>Eröffnung</p>' }] },
    });
    expect(history).toEqual({ title: 'Geschichte', parts: [{ title: '1962', html: '<p>Eröffnung</p>' }] });
    const teaser = sectionText({
      type: 'sectionTeaser',
      value: { items: [{ introTitle: 'Aus der Backstube', text: 'Jeden Morgen' }] },
    });
    expect(teaser?.parts).toEqual([{ title: 'Aus der Backstube', html: 'Jeden Morgen' }]);
  });

  it('skips sections without any text', () => {
    expect(
      sectionText({ type: 'sectionSlider', value: { auto: true, slides: [{ type: 'image', value: {} }] } }),
    ).toBeUndefined();
    expect(sectionText({ type: 'sectionText', value: null })).toBeUndefined();
    expect(sectionText({ type: 'sectionText', value: '   ' })).toBeUndefined();
  });

  it('takes a plain string value as the HTML body', () => {
    expect(sectionText({ type: 'text', value: '<p>Hallo</p>' })).toEqual({ html: '<p>Hallo</p>', parts: [] });
  });
});
