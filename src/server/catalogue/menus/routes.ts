import { menuEntitySchema, menuInputSchema } from '../../../domain/schemas/entities/menu.js';
import { entityRoutes } from '../../organisation/index.js';
import { menuService } from './service.js';

export const menuRoutes = entityRoutes({
  path: '/menus',
  name: 'menu',
  label: 'Produktkatalog',
  schemas: { input: menuInputSchema, output: menuEntitySchema },
  service: menuService,
  storefront: true,
  constraintFields: {
    menu_branches_branch_id_branches_id_fk: 'branches',
    menu_categories_category_id_categories_id_fk: 'catalog',
    menu_category_products_product_id_products_id_fk: 'catalog',
  },
});
