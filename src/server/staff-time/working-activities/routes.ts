import {
  workingActivityEntitySchema,
  workingActivityFilterSchema,
  workingActivityInputSchema,
} from '../../../domain/schemas/entities/working-activity.js';
import { entityRoutes } from '../../organisation/index.js';
import { workingActivityService } from './service.js';

const staff = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;

export const workingActivityRoutes = entityRoutes({
  path: '/working-activities',
  name: 'workingActivity',
  label: 'Aktivität',
  schemas: {
    input: workingActivityInputSchema,
    output: workingActivityEntitySchema,
    filter: workingActivityFilterSchema,
  },
  service: workingActivityService,
  access: { read: staff, write: staff },
});
