import {
  workingScheduleEntitySchema,
  workingScheduleFilterSchema,
  workingScheduleInputSchema,
} from '../../../domain/schemas/entities/working-schedule.js';
import { entityRoutes } from '../../organisation/index.js';
import { workingScheduleService } from './service.js';

const staff = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;

export const workingScheduleRoutes = entityRoutes({
  path: '/working-schedules',
  name: 'workingSchedule',
  label: 'Planung',
  schemas: {
    input: workingScheduleInputSchema,
    output: workingScheduleEntitySchema,
    filter: workingScheduleFilterSchema,
  },
  service: workingScheduleService,
  access: { read: staff, write: staff },
});
