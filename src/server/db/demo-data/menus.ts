import type { DemoBranchIdentifier } from './branches.js';
import type { DemoProduct } from './product-spec.js';
import { demoProducts } from './products.js';
import { demoCategories, type DemoCategoryKey } from './taxonomy.js';

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
