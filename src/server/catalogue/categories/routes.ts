import { categoryEntitySchema, categoryInputSchema } from '../../../domain/schemas/entities/category.js';
import { entityRoutes } from '../../organisation/index.js';
import { categoryService } from './service.js';

export const categoryRoutes = entityRoutes({
  path: '/categories',
  name: 'category',
  label: 'Kategorie',
  schemas: { input: categoryInputSchema, output: categoryEntitySchema },
  service: categoryService,
  storefront: true,
});
