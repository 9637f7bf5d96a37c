import {
  navigationEntitySchema,
  navigationInputSchema,
} from '../../../domain/schemas/entities/navigation.js';
import { entityRoutes } from '../../organisation/index.js';
import { navigationService } from './service.js';

export const navigationRoutes = entityRoutes({
  path: '/navigations',
  name: 'navigation',
  label: 'Navigation',
  schemas: { input: navigationInputSchema, output: navigationEntitySchema },
  service: navigationService,
  storefront: true,
});
