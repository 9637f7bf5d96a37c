import type { Part, Product } from '../schemas/catalog.js';
import { answerKindOf, type PartAnswer } from './cart-item.js';

export type ConfigurableFields = Pick<Product, 'type' | 'config'>;

/** Only configurable products have steps; the parts of other types are not asked (spec, section 5). */
export function partsOf(product: ConfigurableFields): Part[] {
  return product.type === 'configurable' ? product.config.parts : [];
}

export function emptyAnswer(part: Pick<Part, 'type'>): PartAnswer {
  switch (answerKindOf(part.type)) {
    case 'options':
      return { kind: 'options', selected: [] };
    case 'text':
      return { kind: 'text', text: '' };
    case 'uploads':
      return { kind: 'uploads', uploadIds: [] };
  }
}

/** The answers an empty configurator starts with: every part asked, nothing chosen. */
export function initialParts(product: ConfigurableFields): Record<string, PartAnswer> {
  return Object.fromEntries(partsOf(product).map((part) => [part.name, emptyAnswer(part)]));
}

/** Own keys only: a part named 'constructor' must not find Object.prototype's. */
export function answerFor(parts: Record<string, PartAnswer>, partName: string): PartAnswer | undefined {
  return Object.hasOwn(parts, partName) ? parts[partName] : undefined;
}

/** Blank text counts as empty: a required wish of only spaces tells the kitchen nothing. */
export function isAnswerEmpty(answer: PartAnswer): boolean {
  switch (answer.kind) {
    case 'options':
      return answer.selected.length === 0;
    case 'text':
      return answer.text.trim() === '';
    case 'uploads':
      return answer.uploadIds.length === 0;
  }
}

function hasDuplicates(values: readonly (string | number)[]): boolean {
  return new Set(values).size !== values.length;
}

/**
 * Whether an answer can belong to the part at all, empty or not: the right kind, only option
 * names the part offers, one choice for select, one upload for file and image, nothing twice.
 * A forged or stale answer fails here and never reaches the price.
 */
export function isAnswerWellFormed(part: Pick<Part, 'type' | 'options'>, answer: PartAnswer): boolean {
  if (answer.kind !== answerKindOf(part.type)) return false;
  switch (answer.kind) {
    case 'options': {
      const names = new Set(part.options.map((option) => option.name));
      if (part.type === 'select' && answer.selected.length > 1) return false;
      return !hasDuplicates(answer.selected) && answer.selected.every((name) => names.has(name));
    }
    case 'text':
      return true;
    case 'uploads':
      if ((part.type === 'file' || part.type === 'image') && answer.uploadIds.length > 1) return false;
      return !hasDuplicates(answer.uploadIds);
  }
}

/**
 * A step is valid when its answer is well formed and, for a required part, not empty. A missing
 * answer is treated as empty, so an optional part may be left out of the item altogether.
 */
export function isStepValid(part: Part, answer: PartAnswer | undefined): boolean {
  const given = answer ?? emptyAnswer(part);
  return isAnswerWellFormed(part, given) && (part.isOptional || !isAnswerEmpty(given));
}

/** The index of the first step that blocks 'Zum nächsten Schritt', or null when all are valid. */
export function firstInvalidStep(
  product: ConfigurableFields,
  parts: Record<string, PartAnswer>,
): number | null {
  const index = partsOf(product).findIndex((part) => !isStepValid(part, answerFor(parts, part.name)));
  return index === -1 ? null : index;
}

/**
 * A click on an option. Multiselect toggles the option, kept in the part's own order so the
 * ticket reads the same whatever the click order. Select replaces the choice; clicking the chosen
 * option again deselects it only when the part is optional, a required choice cannot be undone
 * into an invalid step (spec, section 4). Unknown names, and parts without options, leave the
 * answer unchanged.
 */
export function toggleOption(part: Part, answer: PartAnswer | undefined, optionName: string): PartAnswer {
  const current = answer ?? emptyAnswer(part);
  if (current.kind !== 'options' || answerKindOf(part.type) !== 'options') return current;
  if (!part.options.some((option) => option.name === optionName)) return current;
  const selected = current.selected;
  if (part.type === 'multiselect') {
    const next = selected.includes(optionName)
      ? selected.filter((name) => name !== optionName)
      : [...selected, optionName];
    const order = part.options.map((option) => option.name);
    return { kind: 'options', selected: order.filter((name) => next.includes(name)) };
  }
  if (selected.includes(optionName)) {
    return { kind: 'options', selected: part.isOptional ? [] : [optionName] };
  }
  return { kind: 'options', selected: [optionName] };
}
