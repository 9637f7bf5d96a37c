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

export const demoCategoryImages: Illustration[] = demoCategories.map((category) => ({
  key: `category-${category.key}`,
  title: category.name,
  alt: category.name,
  motif: category.motif,
  palette: category.palette,
  ...productSize,
}));
