import {
  projectEntitySchema,
  projectFilterSchema,
  projectInputSchema,
} from '../../../domain/schemas/entities/project.js';
import { entityRoutes } from '../../organisation/index.js';
import { projectService } from './service.js';

export const projectRoutes = entityRoutes({
  path: '/projects',
  name: 'project',
  label: 'Projekt',
  schemas: { input: projectInputSchema, output: projectEntitySchema, filter: projectFilterSchema },
  service: projectService,
  access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
});
