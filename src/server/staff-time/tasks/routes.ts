import {
  taskEntitySchema,
  taskFilterSchema,
  taskInputSchema,
} from '../../../domain/schemas/entities/task.js';
import { entityRoutes } from '../../organisation/index.js';
import { taskService } from './service.js';

export const taskRoutes = entityRoutes({
  path: '/tasks',
  name: 'task',
  label: 'Aufgabe',
  schemas: { input: taskInputSchema, output: taskEntitySchema, filter: taskFilterSchema },
  service: taskService,
  access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
});
