import { tagEntitySchema, tagInputSchema } from '../../../domain/schemas/entities/tag.js';
import { entityRoutes } from '../../organisation/index.js';
import { tagService } from './service.js';

export const tagRoutes = entityRoutes({
  path: '/tags',
  name: 'tag',
  label: 'Tag',
  schemas: { input: tagInputSchema, output: tagEntitySchema },
  service: tagService,
  storefront: true,
});
