import { productEntitySchema, productInputSchema } from '../../../domain/schemas/entities/product.js';
import { entityRoutes } from '../../organisation/index.js';
import { productService } from './service.js';

export const productRoutes = entityRoutes({
  path: '/products',
  name: 'product',
  label: 'Produkt',
  schemas: { input: productInputSchema, output: productEntitySchema },
  service: productService,
  storefront: true,
  constraintFields: {
    product_images_image_id_images_id_fk: 'images',
    product_tags_tag_id_tags_id_fk: 'tags',
  },
});
