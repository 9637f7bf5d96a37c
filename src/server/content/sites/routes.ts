import { siteEntitySchema, siteInputSchema } from '../../../domain/schemas/entities/site.js';
import { entityRoutes } from '../../organisation/index.js';
import { siteService } from './service.js';

export const siteRoutes = entityRoutes({
  path: '/sites',
  name: 'site',
  label: 'Seite',
  schemas: { input: siteInputSchema, output: siteEntitySchema },
  service: siteService,
  storefront: true,
});
