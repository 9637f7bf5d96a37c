import {
  digitalSignageSegmentEntitySchema,
  digitalSignageSegmentFilterSchema,
  digitalSignageSegmentInputSchema,
} from '../../../domain/schemas/entities/digital-signage-segment.js';
import { entityRoutes } from '../../organisation/index.js';
import { segmentService } from './service.js';

export const digitalSignageSegmentRoutes = entityRoutes({
  path: '/digital-signage-segments',
  name: 'digitalSignageSegment',
  label: 'Filmsequenz',
  schemas: {
    input: digitalSignageSegmentInputSchema,
    output: digitalSignageSegmentEntitySchema,
    filter: digitalSignageSegmentFilterSchema,
  },
  service: segmentService,
  constraintFields: { digital_signage_segments_scene_id_scenes_id_fk: 'scene' },
});
