import { sceneEntitySchema, sceneInputSchema } from '../../../domain/schemas/entities/scene.js';
import { entityRoutes } from '../../organisation/index.js';
import { sceneService } from './service.js';

export const sceneRoutes = entityRoutes({
  path: '/scenes',
  name: 'scene',
  label: 'Szene',
  schemas: { input: sceneInputSchema, output: sceneEntitySchema },
  service: sceneService,
});
