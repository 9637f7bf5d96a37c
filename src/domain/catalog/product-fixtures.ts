import type { Part, Product } from '../schemas/catalog.js';

/**
 * Products for the domain's tests, close to the demo café's. Kept out of `*.test.ts` so the
 * units, cart and pricing tests share one Bergkäse and one breakfast instead of drifting apart.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    uid: 'kaisersemmel',
    name: 'Kaisersemmel',
    type: 'simple',
    description: 'Handgeschlagen.',
    allergens: ['A'],
    images: [],
    price: 65,
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: 1,
    maximumQuantity: 50,
    quantityStepSize: 1,
    defaultQuantity: 1,
    defaultUnit: 'piece',
    calculationModel: 'fixed',
    isPriceHidden: false,
    isEnabled: true,
    isVisibleWhenUnavailable: false,
    isStepByStep: false,
    schedule: null,
    tax: 10,
    takeawayTax: 10,
    dineInTax: 10,
    config: { parts: [] },
    isLeadTimeEnabled: false,
    leadTimeType: 'minutes',
    leadTimeValue: 0,
    tags: [],
    ...overrides,
  };
}

/** 2,40 € per dag, sold from 10 dag in 5 dag steps, or by the kilogram from 0,5 kg in 0,25 kg steps. */
export const bergkaese = makeProduct({
  id: 2,
  uid: 'vorarlberger-bergkaese',
  name: 'Vorarlberger Bergkäse',
  description: 'Bergkäse g.U., 12 Monate gereift.',
  price: 240,
  unit: 'decagram',
  defaultUnit: 'decagram',
  minimumQuantity: 10,
  maximumQuantity: 200,
  quantityStepSize: 5,
  defaultQuantity: 20,
  calculationModel: 'approximate',
  alternativeUnits: [
    {
      unit: 'kilogram',
      ratio: 100,
      minimumQuantity: 0.5,
      maximumQuantity: 2,
      quantityStepSize: 0.25,
      calculationModel: 'minimum',
    },
  ],
});

export const breakfastParts: Part[] = [
  {
    name: 'Größe',
    description: 'Wie hungrig sind Sie heute?',
    type: 'select',
    isOptional: false,
    options: [
      { name: 'Kleines Frühstück', modifier: 'overwrite', value: 690 },
      { name: 'Normales Frühstück', modifier: 'add', value: 0 },
      { name: 'Großes Frühstück', modifier: 'overwrite', value: 1290 },
    ],
  },
  {
    name: 'Brot',
    description: 'Alles aus unserer Backstube.',
    type: 'select',
    isOptional: false,
    options: [
      { name: 'Kaisersemmel und Kornspitz', modifier: 'add', value: 0 },
      { name: 'Glutenfreies Buchweizenbrot', modifier: 'add', value: 150 },
    ],
  },
  {
    name: 'Extras',
    description: 'Beliebig viele, auch keine.',
    type: 'multiselect',
    isOptional: true,
    options: [
      { name: 'Bregenzerwälder Bergkäse', modifier: 'add', value: 180 },
      { name: 'Weiches Ei', modifier: 'add', value: 120 },
      { name: 'Ohne Butter', modifier: 'subtract', value: 30 },
    ],
  },
  { name: 'Sonderwunsch', description: '', type: 'text', isOptional: true, options: [] },
];

/** 8,90 € with a required size and bread, optional extras and an optional wish, one step per part. */
export const breakfast = makeProduct({
  id: 3,
  uid: 'fruehstueck-nach-wahl',
  name: 'Frühstück nach Wahl',
  type: 'configurable',
  description: 'Stellen Sie Ihr Frühstück Schritt für Schritt zusammen.',
  price: 890,
  maximumQuantity: 10,
  isStepByStep: true,
  dineInTax: 10,
  takeawayTax: 10,
  tax: 10,
  config: { parts: breakfastParts },
});
