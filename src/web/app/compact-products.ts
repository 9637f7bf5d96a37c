import type { Product } from '../../domain/schemas/catalog.js';

type Shared = Omit<Product, 'id' | 'uid' | 'name' | 'price'>;

/**
 * What most products share: a page carries a product without these fields when its values are the same.
 * Frozen, because every expanded product refers to the same arrays and objects.
 */
const sharedValues: Readonly<Shared> = deepFreeze({
  type: 'simple',
  description: '',
  allergens: [],
  images: [],
  unit: 'piece',
  alternativeUnits: [],
  minimumQuantity: 1,
  maximumQuantity: null,
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
  leadTimeType: 'hours',
  leadTimeValue: 0,
  tags: [],
} satisfies Shared);

function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const sharedJson = new Map(Object.entries(sharedValues).map(([key, value]) => [key, JSON.stringify(value)]));

export type CompactProduct = Pick<Product, 'id' | 'uid' | 'name' | 'price'> & Partial<Shared>;

/**
 * A product without the fields it shares with most others. A large catalogue's page state is about
 * half as long, which a phone parses before it can hydrate the page.
 */
export function compactProduct(product: Product): CompactProduct {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(product)) {
    if (sharedJson.get(key) !== JSON.stringify(value)) compact[key] = value;
  }
  return compact as CompactProduct;
}

export function expandProduct(compact: CompactProduct): Product {
  return { ...sharedValues, ...compact };
}
