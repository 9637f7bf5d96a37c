import { wholeNumber } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';

/** The longest make time one piece may take: four hours. */
export const MAX_MAKE_MINUTES = 240;

/**
 * The make-time field of a category and of a product (ADR 037): whole minutes from 0 to 240 for one
 * piece, or null where the next level decides (a product: its category's; a category: none).
 */
export const makeMinutesField = () =>
  wholeNumber()
    .min(0, { error: m.minutesRange(MAX_MAKE_MINUTES) })
    .max(MAX_MAKE_MINUTES, { error: m.minutesRange(MAX_MAKE_MINUTES) })
    .nullable()
    .default(null);

/** A cart line as the kitchen sees it: how many, and the minutes one of them takes. */
export interface MakeTimeLine {
  amount: number;
  minutes: number;
}

/**
 * The make-time minutes of a cart. A line counts whole pieces: half a kilo of cake is one cake to cut,
 * twelve rolls are twelve. Minutes never go below zero, whatever a product says.
 */
export function makeMinutes(lines: readonly MakeTimeLine[]): number {
  return lines.reduce(
    (sum, line) => sum + Math.ceil(Math.max(0, line.amount)) * Math.max(0, line.minutes),
    0,
  );
}

/** A product's own make time, else its category's, else none. */
export function productMakeMinutes(own: number | null, category: number | null): number {
  return own ?? category ?? 0;
}
