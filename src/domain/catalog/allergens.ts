// Kept free of zod so that the menu page can show the legend without loading a validator.
/** Austrian allergen letters (Codex-Empfehlung, EU 1169/2011 Annex II). */
export const allergenLetters = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'L',
  'M',
  'N',
  'O',
  'P',
  'R',
] as const;
export type Allergen = (typeof allergenLetters)[number];
