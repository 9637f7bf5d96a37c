import {
  digitalSignageStreamEntitySchema,
  digitalSignageStreamFilterSchema,
  digitalSignageStreamInputSchema,
} from '../../../domain/schemas/entities/digital-signage-stream.js';
import { entityRoutes } from '../../organisation/index.js';
import { streamService } from './service.js';

export const digitalSignageStreamRoutes = entityRoutes({
  path: '/digital-signage-streams',
  name: 'digitalSignageStream',
  label: 'Stream',
  schemas: {
    input: digitalSignageStreamInputSchema,
    output: digitalSignageStreamEntitySchema,
    filter: digitalSignageStreamFilterSchema,
  },
  service: streamService,
  // PostgreSQL cuts constraint names to 63 characters.
  constraintFields: { digital_signage_stream_segments_segment_id_digital_signage_segm: 'segments' },
});
