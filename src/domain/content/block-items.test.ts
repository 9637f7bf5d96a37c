import { describe, expect, it } from 'vitest';
import { blockBodyProblem, blockContentInputSchema } from './block-items.js';
import { contentMessages } from './messages.js';

describe('content blocks', () => {
  it('reads a news block of text and image items with its link', () => {
    const content = blockContentInputSchema.parse({
      body: [
        { type: 'text', value: '<p>Neu</p>' },
        { type: 'image', value: '/image/small/3-1.jpg' },
      ],
      link: { linkUrl: '/store/dornbirn' },
    });
    expect(content.link).toEqual({ linkUrl: '/store/dornbirn', linkLabel: '' });
    expect(blockContentInputSchema.parse({}).link).toBeNull();
  });

  it('reads the steps of the breakfast request, types with images by id', () => {
    const content = blockContentInputSchema.parse({
      body: [
        { type: 'customers', value: { title: 'Wie viele?', groups: [{ name: 'Erwachsene' }] } },
        {
          type: 'breakfast',
          value: { types: [{ value: { text: 'Wiener Frühstück', image: { id: 9, alt: 'x' } } }] },
        },
        { type: 'thankYou', value: { text: '<p>Danke</p>', icon: 'check' } },
      ],
    });
    expect(content.body[1]).toEqual({
      type: 'breakfast',
      value: {
        title: '',
        text: '',
        types: [{ value: { text: 'Wiener Frühstück', description: '', image: { id: 9 } } }],
      },
    });
    expect(
      blockContentInputSchema.safeParse({ body: [{ type: 'customers', value: { groups: [] } }] }).success,
    ).toBe(false);
  });

  it('keeps breakfast steps in the breakfast block and other items out of it', () => {
    expect(blockBodyProblem('breakfast', [{ type: 'appointment' }, { type: 'thankYou' }])).toBeUndefined();
    expect(blockBodyProblem('news', [{ type: 'text' }, { type: 'image' }])).toBeUndefined();
    expect(blockBodyProblem('news', [{ type: 'text' }, { type: 'customers' }])).toEqual({
      field: 'content.body.1.type',
      message: contentMessages.breakfastItemOutsideBreakfast,
    });
    expect(blockBodyProblem('breakfast', [{ type: 'text' }])).toEqual({
      field: 'content.body.0.type',
      message: contentMessages.onlyBreakfastItems,
    });
  });
});
