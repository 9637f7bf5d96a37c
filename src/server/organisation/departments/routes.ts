import {
  departmentEntitySchema,
  departmentFilterSchema,
  departmentInputSchema,
} from '../../../domain/schemas/entities/department.js';
import { entityRoutes } from '../entities/entity-routes.js';
import { departmentService } from './service.js';

export const departmentRoutes = entityRoutes({
  path: '/departments',
  name: 'department',
  label: 'Abteilung',
  schemas: { input: departmentInputSchema, output: departmentEntitySchema, filter: departmentFilterSchema },
  service: departmentService,
  access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
});
