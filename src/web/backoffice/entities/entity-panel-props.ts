import type { EntityRecord } from './api/entity-queries.js';

/** What a panel below an entity's form is given: the saved record it belongs to. */
export type EntityPanelProps = { record: EntityRecord };
