import { BREAKFAST_BLOCK } from '../../../../domain/content/block-items.js';
import type { Block } from '../../../../domain/schemas/content.js';

export type StepText = { title: string; text: string };
export type BreakfastVariant = {
  text: string;
  description: string;
  image: { id: number; version: number; extension: string; alt?: string } | null;
};
export type BreakfastBlock = {
  steps: Record<'appointment' | 'customers' | 'breakfast' | 'summary' | 'data', StepText>;
  groups: string[];
  variants: BreakfastVariant[];
  thankYou: { text: string; icon: string };
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The breakfast block's items as the steps read them; undefined when the block is missing or hidden. */
export function readBreakfastBlock(blocks: readonly Block[]): BreakfastBlock | undefined {
  const block = blocks.find((candidate) => candidate.identifier === BREAKFAST_BLOCK && candidate.isPublic);
  if (!block) return undefined;
  const items = block.content.body.map(record);
  const value = (type: string) => record(items.find((item) => item.type === type)?.value);
  const step = (type: string): StepText => ({ title: text(value(type).title), text: text(value(type).text) });
  const groups = (Array.isArray(value('customers').groups) ? (value('customers').groups as unknown[]) : [])
    .map((group) => text(record(group).name))
    .filter((name) => name !== '');
  const variants = (Array.isArray(value('breakfast').types) ? (value('breakfast').types as unknown[]) : [])
    .map((type) => record(record(type).value))
    .map((variant) => {
      const image = record(variant.image);
      return {
        text: text(variant.text),
        description: text(variant.description),
        image:
          typeof image.id === 'number'
            ? {
                id: image.id,
                version: Number(image.version ?? 0),
                extension: text(image.extension) || 'jpg',
                alt: text(image.alt),
              }
            : null,
      };
    })
    .filter((variant) => variant.text !== '');
  if (groups.length === 0 || variants.length === 0) return undefined;
  return {
    steps: {
      appointment: step('appointment'),
      customers: step('customers'),
      breakfast: step('breakfast'),
      summary: step('summary'),
      data: step('data'),
    },
    groups,
    variants,
    thankYou: { text: text(value('thankYou').text), icon: text(value('thankYou').icon) },
  };
}
