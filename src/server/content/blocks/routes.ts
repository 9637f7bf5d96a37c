import { blockEntitySchema, blockInputSchema } from '../../../domain/schemas/entities/block.js';
import { entityRoutes } from '../../organisation/index.js';
import { blockService } from './service.js';

export const blockRoutes = entityRoutes({
  path: '/blocks',
  name: 'block',
  label: 'Inhalt',
  schemas: { input: blockInputSchema, output: blockEntitySchema },
  service: blockService,
  storefront: true,
});
