import {
  tableEntitySchema,
  tableFilterSchema,
  tableInputSchema,
} from '../../../domain/schemas/entities/table.js';
import { entityRoutes } from '../../organisation/index.js';
import { tableService } from './service.js';

export const tableRoutes = entityRoutes({
  path: '/tables',
  name: 'table',
  label: 'Tisch',
  schemas: { input: tableInputSchema, output: tableEntitySchema, filter: tableFilterSchema },
  service: tableService,
  access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
  storefront: true,
});
