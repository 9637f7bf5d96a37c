import type { OpeningHoursRule } from '../../../domain/opening-hours/rules.js';
import type { Allergen, Part } from '../../../domain/schemas/catalog.js';
import type { products } from '../schema/index.js';
import type { DemoBranchIdentifier } from './branches.js';
import { palettes, productSize, type Illustration, type Motif, type Palette } from './images.js';

export const demoTags = [
  { key: 'vegan', name: 'Vegan' },
  { key: 'vegetarisch', name: 'Vegetarisch' },
  { key: 'glutenfrei', name: 'Glutenfrei' },
  { key: 'hausgemacht', name: 'Hausgemacht' },
  { key: 'bio', name: 'Bio' },
  { key: 'fruehstueck', name: 'Frühstück' },
  { key: 'terrasse', name: 'Terrasse' },
  { key: 'lieferservice', name: 'Lieferservice' },
  { key: 'barrierefrei', name: 'Barrierefrei' },
  { key: 'wlan', name: 'Gratis WLAN' },
] as const;
export type DemoTagKey = (typeof demoTags)[number]['key'];

type CategoryFixture = {
  key: string;
  name: string;
  description: string;
  motif: Motif;
  palette: Palette;
  /** Gastronomy in Austria: 10 % on food, 20 % on drinks. */
  tax: number;
};

export const demoCategories = [
  {
    key: 'fruehstueck',
    name: 'Frühstück',
    description: 'Bis 11:30 Uhr, am Wochenende bis 14 Uhr.',
    motif: 'breakfast',
    palette: palettes.sun,
    tax: 10,
  },
  {
    key: 'backwaren',
    name: 'Backwaren',
    description: 'Brot und Gebäck aus unserer Backstube in Dornbirn, täglich frisch.',
    motif: 'roll',
    palette: palettes.wheat,
    tax: 10,
  },
  {
    key: 'torten-kuchen',
    name: 'Torten & Kuchen',
    description: 'Klassiker der Wiener Konditorei und Vorarlberger Spezialitäten.',
    motif: 'cake',
    palette: palettes.berry,
    tax: 10,
  },
  {
    key: 'kaffee-tee',
    name: 'Kaffee & Tee',
    description: 'Bohnen von einer kleinen Rösterei am Bodensee.',
    motif: 'cup',
    palette: palettes.coffee,
    tax: 20,
  },
  {
    key: 'kalte-getraenke',
    name: 'Kalte Getränke',
    description: 'Säfte aus dem Ländle, Limonaden und Hausgemachtes.',
    motif: 'glass',
    palette: palettes.mint,
    tax: 20,
  },
  {
    key: 'mittagstisch',
    name: 'Mittagstisch',
    description: 'Warme Küche von 11 bis 14 Uhr.',
    motif: 'plate',
    palette: palettes.herb,
    tax: 10,
  },
  {
    key: 'feinkost',
    name: 'Feinkost',
    description: 'Käse, Speck und Eingemachtes für zu Hause.',
    motif: 'jar',
    palette: palettes.honey,
    tax: 10,
  },
] as const satisfies readonly CategoryFixture[];
export type DemoCategoryKey = (typeof demoCategories)[number]['key'];

type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type DemoProduct = {
  row: ProductRow;
  category: DemoCategoryKey;
  tags: DemoTagKey[];
  image: Illustration;
};

type ProductSpec = Partial<ProductRow> & {
  uid: string;
  name: string;
  price: number;
  description: string;
  allergens?: Allergen[];
  tags?: DemoTagKey[];
  motif?: Motif;
};

function inCategory(key: DemoCategoryKey, specs: ProductSpec[]): DemoProduct[] {
  const category = demoCategories.find((candidate) => candidate.key === key)!;
  return specs.map(({ tags = [], motif = category.motif, allergens = [], ...row }) => ({
    row: {
      type: 'simple',
      unit: 'piece',
      defaultUnit: 'piece',
      minimumQuantity: 1,
      quantityStepSize: 1,
      defaultQuantity: 1,
      maximumQuantity: null,
      calculationModel: 'fixed',
      tax: category.tax,
      takeawayTax: category.tax,
      dineInTax: category.tax,
      allergens,
      ...row,
    },
    category: key,
    tags,
    image: {
      key: `product-${row.uid}`,
      title: row.name,
      alt: row.name,
      motif,
      palette: category.palette,
      ...productSize,
    },
  }));
}

/** A step-by-step product: a required size, a required bread, optional extras and a free-text wish. */
const breakfastParts: Part[] = [
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
const coffeeParts: Part[] = [
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

const weekend: OpeningHoursRule[] = [
  { type: 'saturday', from: '07:00', to: '14:00', isClosed: false },
  { type: 'sunday', from: '07:00', to: '14:00', isClosed: false },
];
const weekdayLunch: OpeningHoursRule[] = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((type) => ({ type, from: '11:00', to: '14:00', isClosed: false }));

export const demoProducts: DemoProduct[] = [
  ...inCategory('fruehstueck', [
    {
      uid: 'fruehstueck-nach-wahl',
      name: 'Frühstück nach Wahl',
      price: 890,
      description: 'Stellen Sie Ihr Frühstück Schritt für Schritt zusammen: Größe, Brot und Extras.',
      allergens: ['A', 'C', 'G'],
      type: 'configurable',
      isStepByStep: true,
      config: { parts: breakfastParts },
    },
    {
      uid: 'wiener-fruehstueck',
      name: 'Wiener Frühstück',
      price: 690,
      description:
        'Kaisersemmel, Buttercroissant, Butter, hausgemachte Marillenmarmelade und ein weiches Ei.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'bauernfruehstueck',
      name: 'Vorarlberger Bauernfrühstück',
      price: 1290,
      description: 'Bregenzerwälder Bergkäse, Speck, Spiegelei, Ländle-Bauernbrot und Radieschen.',
      allergens: ['A', 'C', 'G'],
    },
    {
      uid: 'bircher-muesli',
      name: 'Bircher Müsli',
      price: 650,
      description: 'Über Nacht eingeweichte Haferflocken mit Apfel, Joghurt, Haselnüssen und Beeren.',
      allergens: ['A', 'G', 'H'],
      tags: ['vegetarisch', 'hausgemacht'],
      motif: 'bowl',
    },
    {
      uid: 'eierspeis',
      name: 'Eierspeis mit Schnittlauch',
      price: 790,
      description: 'Drei Bio-Eier, cremig gerührt, mit Schnittlauch und Bauernbrot.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch', 'bio'],
    },
    {
      uid: 'avocado-brot',
      name: 'Avocado-Sauerteigbrot',
      price: 920,
      description: 'Geröstetes Sauerteigbrot mit Avocado, Kresse, Chili und Sesam.',
      allergens: ['A', 'N'],
      tags: ['vegan'],
      motif: 'bread',
    },
  ]),
  ...inCategory('backwaren', [
    {
      uid: 'kaisersemmel',
      name: 'Kaisersemmel',
      price: 60,
      description: 'Handgeschlagen, mit Natursauerteig.',
      allergens: ['A'],
      tags: ['vegan', 'hausgemacht'],
    },
    {
      uid: 'kornspitz',
      name: 'Kornspitz',
      price: 95,
      description: 'Roggenmischgebäck mit Sesam und Leinsamen.',
      allergens: ['A', 'N'],
      tags: ['vegan'],
      motif: 'croissant',
    },
    {
      uid: 'salzstangerl',
      name: 'Salzstangerl',
      price: 85,
      description: 'Mit grobem Salz und Kümmel.',
      allergens: ['A'],
      tags: ['vegan'],
      motif: 'croissant',
    },
    {
      uid: 'laugenbrezel',
      name: 'Laugenbrezel',
      price: 140,
      description: 'Außen knusprig, innen flaumig.',
      allergens: ['A'],
      tags: ['vegan'],
    },
    {
      uid: 'laendle-bauernbrot',
      name: 'Ländle-Bauernbrot (750 g)',
      price: 480,
      description: 'Roggenmischbrot mit Natursauerteig, 24 Stunden gereift.',
      allergens: ['A'],
      tags: ['vegan', 'hausgemacht'],
      motif: 'bread',
    },
    {
      uid: 'dinkelvollkornbrot',
      name: 'Dinkelvollkornbrot (500 g)',
      price: 520,
      description: 'Aus Vorarlberger Bio-Dinkel mit Sonnenblumenkernen und Sesam.',
      allergens: ['A', 'N'],
      tags: ['vegan', 'bio'],
      motif: 'bread',
    },
    {
      uid: 'buttercroissant',
      name: 'Buttercroissant',
      price: 150,
      description: 'Mit französischer Butter, 27 Schichten.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
      motif: 'croissant',
    },
    {
      uid: 'nusskipferl',
      name: 'Nusskipferl',
      price: 220,
      description: 'Plunderteig mit Haselnussfülle.',
      allergens: ['A', 'C', 'G', 'H'],
      tags: ['vegetarisch'],
      motif: 'croissant',
    },
    {
      uid: 'topfengolatsche',
      name: 'Topfengolatsche',
      price: 240,
      description: 'Plunderteig mit Topfen-Vanille-Fülle und Rosinen.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'buchweizenbrot',
      name: 'Glutenfreies Buchweizenbrot (500 g)',
      price: 650,
      description: 'Gebacken in unserem eigenen glutenfreien Ofen – bitte einen Tag im Voraus bestellen.',
      tags: ['glutenfrei', 'vegan'],
      motif: 'bread',
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 1,
    },
  ]),
  ...inCategory('torten-kuchen', [
    {
      uid: 'sachertorte',
      name: 'Sachertorte (Stück)',
      price: 480,
      description: 'Schokoladebiskuit mit Marillenmarmelade, dazu Schlagobers.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'linzer-torte',
      name: 'Linzer Torte (Stück)',
      price: 420,
      description: 'Mürbteig mit Haselnüssen und Ribiselmarmelade.',
      allergens: ['A', 'C', 'G', 'H'],
      tags: ['vegetarisch', 'hausgemacht'],
    },
    {
      uid: 'apfelstrudel',
      name: 'Apfelstrudel',
      price: 450,
      description: 'Gezogener Strudelteig, Äpfel aus dem Rheintal, Zimt und Rosinen.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch', 'hausgemacht'],
      motif: 'strudel',
    },
    {
      uid: 'topfenstrudel',
      name: 'Topfenstrudel',
      price: 450,
      description: 'Mit Vanillesauce.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch', 'hausgemacht'],
      motif: 'strudel',
    },
    {
      uid: 'kardinalschnitte',
      name: 'Kardinalschnitte',
      price: 490,
      description: 'Baiser und Biskuit mit Kaffeeobers.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'esterhazyschnitte',
      name: 'Esterházyschnitte',
      price: 520,
      description: 'Haselnussböden mit Buttercreme und Fondant.',
      allergens: ['A', 'C', 'G', 'H'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'sachertorte-ganz',
      name: 'Sachertorte ganz (Ø 22 cm)',
      price: 4800,
      description: 'Für 12 Stück, in der Holzkiste. Bitte zwei Tage im Voraus bestellen.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
      maximumQuantity: 5,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    },
    {
      uid: 'marmorgugelhupf',
      name: 'Marmorgugelhupf vom Wochenende',
      price: 390,
      description: 'Nur samstags und sonntags von 7 bis 14 Uhr, frisch aus dem Ofen.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch', 'hausgemacht'],
      schedule: weekend,
    },
    {
      uid: 'erdbeertoertchen',
      name: 'Erdbeertörtchen',
      price: 460,
      description: 'Mürbteig, Vanillecreme und Erdbeeren aus dem Rheintal – ab dem Frühling.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
  ]),
  ...inCategory('kaffee-tee', [
    {
      uid: 'kaffee-nach-wunsch',
      name: 'Kaffee nach Wunsch',
      price: 340,
      description: 'Ihre Kaffeespezialität mit Milch und Extras nach Wahl.',
      allergens: ['G'],
      type: 'configurable',
      isStepByStep: false,
      config: { parts: coffeeParts },
    },
    {
      uid: 'kleiner-brauner',
      name: 'Kleiner Brauner',
      price: 290,
      description: 'Mokka mit Obers.',
      allergens: ['G'],
    },
    {
      uid: 'wiener-melange',
      name: 'Wiener Melange',
      price: 390,
      description: 'Mokka mit heißer Milch und Milchschaum.',
      allergens: ['G'],
    },
    { uid: 'cappuccino', name: 'Cappuccino', price: 380, description: 'Mit Milchschaum.', allergens: ['G'] },
    { uid: 'verlaengerter', name: 'Verlängerter', price: 340, description: 'Mokka mit heißem Wasser.' },
    {
      uid: 'espresso',
      name: 'Espresso',
      price: 270,
      description: 'Kräftig, aus Bio-Arabica.',
      tags: ['bio'],
    },
    {
      uid: 'latte-macchiato',
      name: 'Latte Macchiato',
      price: 420,
      description: 'Heiße Milch mit Espresso.',
      allergens: ['G'],
      motif: 'glass',
    },
    {
      uid: 'heisse-schokolade',
      name: 'Heiße Schokolade mit Schlagobers',
      price: 410,
      description: 'Aus dunkler Kuvertüre.',
      allergens: ['G'],
    },
    {
      uid: 'kraeutertee',
      name: 'Bregenzerwälder Kräutertee',
      price: 320,
      description: 'Melisse, Minze und Ringelblume von einem Bergbauernhof in Schwarzenberg.',
      tags: ['vegan', 'bio'],
    },
    {
      uid: 'chai-latte',
      name: 'Chai Latte mit Hafermilch',
      price: 450,
      description: 'Gewürztee mit aufgeschäumter Hafermilch.',
      allergens: ['A'],
      tags: ['vegan'],
    },
    {
      uid: 'wiener-eiskaffee',
      name: 'Wiener Eiskaffee',
      price: 520,
      description: 'Kalter Kaffee mit Vanilleeis und Schlagobers – ab dem Frühling.',
      allergens: ['G'],
      motif: 'glass',
    },
  ]),
  ...inCategory('kalte-getraenke', [
    {
      uid: 'holunderbluetensaft',
      name: 'Hausgemachter Holunderblütensaft (0,5 l)',
      price: 390,
      description: 'Mit Soda gespritzt.',
      tags: ['vegan', 'hausgemacht'],
    },
    {
      uid: 'apfelsaft-gespritzt',
      name: 'Apfelsaft gespritzt (0,5 l)',
      price: 350,
      description: 'Naturtrüber Apfelsaft aus dem Ländle mit Soda.',
      tags: ['vegan'],
    },
    {
      uid: 'mineralwasser',
      name: 'Mineralwasser prickelnd (0,33 l)',
      price: 290,
      description: 'Aus Vorarlberger Quellen.',
      tags: ['vegan'],
      motif: 'bottle',
    },
    {
      uid: 'almdudler',
      name: 'Almdudler (0,35 l)',
      price: 360,
      description: 'Die Kräuterlimonade.',
      tags: ['vegan'],
      motif: 'bottle',
    },
    {
      uid: 'pfirsich-eistee',
      name: 'Hausgemachter Pfirsich-Eistee (0,4 l)',
      price: 380,
      description: 'Derzeit nicht verfügbar – ab dem Frühling wieder da.',
      tags: ['vegan', 'hausgemacht'],
      isEnabled: false,
      isVisibleWhenUnavailable: true,
    },
    {
      uid: 'orangensaft',
      name: 'Frisch gepresster Orangensaft (0,25 l)',
      price: 450,
      description: 'Auf Bestellung gepresst.',
      tags: ['vegan'],
    },
    {
      uid: 'bio-apfelsaft',
      name: 'Ländle Bio-Apfelsaft naturtrüb (1 l)',
      price: 420,
      description: 'Die Flasche für zu Hause.',
      tags: ['vegan', 'bio'],
      motif: 'bottle',
    },
  ]),
  ...inCategory('mittagstisch', [
    {
      uid: 'kaesknoepfle',
      name: 'Käsknöpfle mit Röstzwiebeln',
      price: 1390,
      description: 'Mit Bergkäse und Räßkäse, dazu grüner Salat.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'tagesmenue',
      name: 'Tagesmenü',
      price: 1190,
      description: 'Suppe und Hauptgang, täglich wechselnd. Montag bis Freitag von 11 bis 14 Uhr.',
      allergens: ['A', 'C', 'G', 'L'],
      schedule: weekdayLunch,
    },
    {
      uid: 'wiener-schnitzel',
      name: 'Wiener Schnitzel vom Schwein',
      price: 1590,
      description: 'Mit Erdäpfelsalat und Preiselbeeren.',
      allergens: ['A', 'C', 'M'],
    },
    {
      uid: 'kaiserschmarrn',
      name: 'Kaiserschmarrn mit Zwetschkenröster',
      price: 1190,
      description: 'Flaumig, karamellisiert und mit Staubzucker.',
      allergens: ['A', 'C', 'G'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'gemueselaibchen',
      name: 'Gemüselaibchen mit Kräuterdip',
      price: 1290,
      description: 'Mit Joghurt-Kräuter-Dip und Blattsalat.',
      allergens: ['A', 'C', 'G', 'L'],
      tags: ['vegetarisch'],
    },
    {
      uid: 'linsencurry',
      name: 'Linsencurry mit Basmatireis',
      price: 1190,
      description: 'Rote Linsen, Kokosmilch und Koriander.',
      allergens: ['L'],
      tags: ['vegan', 'glutenfrei'],
      motif: 'bowl',
    },
    {
      uid: 'frittatensuppe',
      name: 'Frittatensuppe',
      price: 490,
      description: 'Kräftige Rindsuppe mit Frittaten.',
      allergens: ['A', 'C', 'G', 'L'],
      motif: 'bowl',
    },
  ]),
  ...inCategory('feinkost', [
    {
      uid: 'vorarlberger-bergkaese',
      name: 'Vorarlberger Bergkäse',
      // Per dekagram; a kilogram is 100 dag, so the kilogram price is 35 € and the weighed amount approximate.
      price: 35,
      description: 'Bergkäse g.U., 12 Monate gereift. Preis pro dag, auch als ganzes Stück pro kg.',
      allergens: ['G'],
      tags: ['glutenfrei'],
      motif: 'cheese',
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
          calculationModel: 'approximate',
        },
      ],
    },
    {
      uid: 'bregenzerwaelder-speck',
      name: 'Bregenzerwälder Speck',
      price: 42,
      description: 'Luftgetrocknet und mild geräuchert. Preis pro dag.',
      tags: ['glutenfrei'],
      motif: 'cheese',
      unit: 'decagram',
      defaultUnit: 'decagram',
      minimumQuantity: 10,
      maximumQuantity: 100,
      quantityStepSize: 5,
      defaultQuantity: 10,
      calculationModel: 'approximate',
      alternativeUnits: [
        {
          unit: 'kilogram',
          ratio: 100,
          minimumQuantity: 0.5,
          maximumQuantity: 1,
          quantityStepSize: 0.25,
          calculationModel: 'approximate',
        },
      ],
    },
    {
      uid: 'marillenmarmelade',
      name: 'Hausgemachte Marillenmarmelade (250 g)',
      price: 650,
      description: 'Aus Wachauer Marillen, mit wenig Zucker eingekocht.',
      tags: ['vegan', 'hausgemacht'],
    },
    {
      uid: 'kuerbiskernoel',
      name: 'Steirisches Kürbiskernöl g.g.A. (0,25 l)',
      price: 1290,
      description: 'Kaltgepresst.',
      tags: ['vegan'],
      motif: 'bottle',
    },
    {
      uid: 'bluetenhonig',
      name: 'Ländle Blütenhonig (500 g)',
      price: 990,
      description: 'Von Imkerinnen und Imkern aus dem Bregenzerwald.',
      tags: ['glutenfrei'],
    },
  ]),
];

export const demoCategoryImages: Illustration[] = demoCategories.map((category) => ({
  key: `category-${category.key}`,
  title: category.name,
  alt: category.name,
  motif: category.motif,
  palette: category.palette,
  ...productSize,
}));

export type DemoMenu = {
  name: string;
  availableFrom: Date;
  branches: DemoBranchIdentifier[];
  categories: { category: DemoCategoryKey; products: string[] }[];
};

/** Products of the spring menu only: they must not show up before it takes effect. */
export const futureOnlyProductUids = ['erdbeertoertchen', 'wiener-eiskaffee'];

const days = (count: number) => count * 24 * 60 * 60 * 1000;

function menuOf(
  categoryKeys: readonly DemoCategoryKey[],
  include: (product: DemoProduct) => boolean,
): DemoMenu['categories'] {
  return categoryKeys.map((category) => ({
    category,
    products: demoProducts
      .filter((product) => product.category === category && include(product))
      .map((product) => product.row.uid),
  }));
}

/**
 * Dornbirn and Feldkirch share one menu. Bregenz has three: an older one, the one in force (the latest whose
 * availableFrom has passed) and a spring menu that starts in the future.
 */
export function demoMenus(now: Date): DemoMenu[] {
  const allCategories = demoCategories.map((category) => category.key);
  const bakeryCategories = allCategories.filter((key) => key !== 'mittagstisch');
  const regular = (product: DemoProduct) => !futureOnlyProductUids.includes(product.row.uid);
  // The autumn menu was smaller: all bread and coffee, but only a few breakfasts, cakes and cold drinks.
  const autumnFull: DemoCategoryKey[] = ['backwaren', 'kaffee-tee'];
  const autumnPicks = new Set([
    'wiener-fruehstueck',
    'bircher-muesli',
    'sachertorte',
    'linzer-torte',
    'apfelstrudel',
    'mineralwasser',
    'almdudler',
    'apfelsaft-gespritzt',
  ]);
  return [
    {
      name: 'Sortiment Dornbirn & Feldkirch',
      availableFrom: new Date(now.getTime() - days(30)),
      branches: ['dornbirn', 'feldkirch'],
      categories: menuOf(allCategories, regular),
    },
    {
      name: 'Bregenz Herbst',
      availableFrom: new Date(now.getTime() - days(90)),
      branches: ['bregenz'],
      categories: menuOf(
        ['fruehstueck', 'backwaren', 'torten-kuchen', 'kaffee-tee', 'kalte-getraenke'],
        (product) =>
          regular(product) && (autumnFull.includes(product.category) || autumnPicks.has(product.row.uid)),
      ),
    },
    {
      name: 'Bregenz Winter',
      availableFrom: new Date(now.getTime() - days(14)),
      branches: ['bregenz'],
      categories: menuOf(bakeryCategories, regular),
    },
    {
      name: 'Bregenz Frühling',
      availableFrom: new Date(now.getTime() + days(30)),
      branches: ['bregenz'],
      categories: menuOf(bakeryCategories, () => true),
    },
  ];
}
