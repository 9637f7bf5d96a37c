import { bakeryProducts } from './bakery-products.js';
import { cafeProducts } from './cafe-products.js';
import type { DemoProduct } from './product-spec.js';

export const demoProducts: DemoProduct[] = [...bakeryProducts, ...cafeProducts];
