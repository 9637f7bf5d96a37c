import type { Allergen } from '../../../domain/schemas/catalog.js';
import type { products } from '../schema/index.js';
import { productSize, type Illustration, type Motif } from './images.js';
import { demoCategories, type DemoCategoryKey, type DemoTagKey } from './taxonomy.js';

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

/** Demo products of a category, with its taxes, palette and motif unless a product says otherwise. */
export function inCategory(key: DemoCategoryKey, specs: ProductSpec[]): DemoProduct[] {
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
