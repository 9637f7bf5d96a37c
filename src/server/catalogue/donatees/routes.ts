import { donateeEntitySchema, donateeInputSchema } from '../../../domain/schemas/entities/donatee.js';
import { entityRoutes } from '../../organisation/index.js';
import { donateeService } from './service.js';

export const donateeRoutes = entityRoutes({
  path: '/donatees',
  name: 'donatee',
  label: 'Spendenempfänger',
  schemas: { input: donateeInputSchema, output: donateeEntitySchema },
  service: donateeService,
  storefront: true,
});
