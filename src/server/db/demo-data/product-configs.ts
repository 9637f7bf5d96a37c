import type { OpeningHoursRule } from '../../../domain/opening-hours/rules.js';
import type { Part } from '../../../domain/schemas/catalog.js';

/** A step-by-step product: a required size, a required bread, optional extras and a free-text wish. */
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
      { name: 'Ländle-Bauernbrot', modifier: 'add', value: 0 },
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
      { name: 'Beinschinken', modifier: 'add', value: 180 },
      { name: 'Weiches Ei', modifier: 'add', value: 120 },
      { name: 'Hausgemachte Marillenmarmelade', modifier: 'add', value: 90 },
      { name: 'Ohne Butter', modifier: 'subtract', value: 30 },
    ],
  },
  {
    name: 'Sonderwunsch',
    description: 'Zum Beispiel: Ei bitte hart gekocht.',
    type: 'text',
    isOptional: true,
    options: [],
  },
];

/** All parts on one page: a required kind of coffee, optional milk and optional extras. */
export const coffeeParts: Part[] = [
  {
    name: 'Kaffeesorte',
    description: '',
    type: 'select',
    isOptional: false,
    options: [
      { name: 'Verlängerter', modifier: 'add', value: 0 },
      { name: 'Wiener Melange', modifier: 'add', value: 50 },
      { name: 'Cappuccino', modifier: 'add', value: 40 },
      { name: 'Espresso', modifier: 'overwrite', value: 270 },
    ],
  },
  {
    name: 'Milch',
    description: 'Ohne Auswahl mit Vollmilch.',
    type: 'select',
    isOptional: true,
    options: [
      { name: 'Vollmilch', modifier: 'add', value: 0 },
      { name: 'Hafermilch', modifier: 'add', value: 50 },
      { name: 'Laktosefreie Milch', modifier: 'add', value: 30 },
    ],
  },
  {
    name: 'Extras',
    description: '',
    type: 'multiselect',
    isOptional: true,
    options: [
      { name: 'Extra Shot', modifier: 'add', value: 80 },
      { name: 'Vanillesirup', modifier: 'add', value: 50 },
      { name: 'Schlagobers', modifier: 'add', value: 60 },
    ],
  },
];

export const weekend: OpeningHoursRule[] = [
  { type: 'saturday', from: '07:00', to: '14:00', isClosed: false },
  { type: 'sunday', from: '07:00', to: '14:00', isClosed: false },
];
export const weekdayLunch: OpeningHoursRule[] = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((type) => ({ type, from: '11:00', to: '14:00', isClosed: false }));
