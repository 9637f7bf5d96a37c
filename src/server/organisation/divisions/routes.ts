import { divisionInputSchema, divisionEntitySchema } from '../../../domain/schemas/entities/division.js';
import { entityRoutes } from '../entities/entity-routes.js';
import { divisionService } from './service.js';

export const divisionRoutes = entityRoutes({
  path: '/divisions',
  name: 'division',
  label: 'Organisation',
  schemas: { input: divisionInputSchema, output: divisionEntitySchema },
  service: divisionService,
  storefront: true,
});
