import { redirectEntitySchema, redirectInputSchema } from '../../../domain/schemas/entities/redirect.js';
import { entityRoutes } from '../../organisation/index.js';
import { redirectService } from './service.js';

export const redirectRoutes = entityRoutes({
  path: '/redirects',
  name: 'redirect',
  label: 'Redirect',
  schemas: { input: redirectInputSchema, output: redirectEntitySchema },
  service: redirectService,
});
