import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  instant,
  position,
  updatedAt,
  type JsonObject,
  type SignageCommand,
} from './columns.js';
import { users } from './auth.js';
import { scenes } from './content.js';
import { images, uploads } from './files.js';
import { branches } from './organisation.js';

export const devices = pgTable(
  'devices',
  {
    id: id(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull().default(''),
    // 'printer', 'frontdesk', 'tv', ...: open for device kinds the operator adds later.
    type: text('type').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    apiKeyHash: text('api_key_hash'),
    settings: jsonb('settings').$type<JsonObject>().notNull().default({}),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('devices_branch_id_idx').on(t.branchId),
    // A device signs in with its key alone, found by the key's SHA-256 (ADR 010).
    uniqueIndex('devices_api_key_hash_key').on(t.apiKeyHash),
  ],
);

/**
 * What staff asked a device to do besides printing (ADR 010, command queue): a test notification or its
 * log. The device takes them with its key like print jobs; an uploaded log stays here for download.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: id(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    // 'test-notification', 'device-logs'.
    type: text('type').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'done' | 'failed'>().notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    error: text('error'),
    log: text('log'),
    createdAt: createdAt(),
    claimedAt: instant('claimed_at'),
    completedAt: instant('completed_at'),
  },
  (t) => [index('device_commands_device_id_status_idx').on(t.deviceId, t.status)],
);

export const digitalSignageSegments = pgTable('digital_signage_segments', {
  id: id(),
  name: text('name').notNull(),
  uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  sceneId: integer('scene_id').references(() => scenes.id, { onDelete: 'restrict' }),
  durationSeconds: integer('duration_seconds').notNull().default(10),
  content: jsonb('content').$type<JsonObject>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const digitalSignageStreams = pgTable('digital_signage_streams', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const digitalSignageStreamSegments = pgTable(
  'digital_signage_stream_segments',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => digitalSignageStreams.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => digitalSignageSegments.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.position] }),
    index('digital_signage_stream_segments_segment_id_idx').on(t.segmentId),
  ],
);

export const digitalSignageDevices = pgTable(
  'digital_signage_devices',
  {
    id: id(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    streamId: integer('stream_id').references(() => digitalSignageStreams.id, { onDelete: 'restrict' }),
    apiKeyHash: text('api_key_hash'),
    // The command the TV has not picked up yet; aborting clears it.
    pendingCommand: jsonb('pending_command').$type<SignageCommand>(),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('digital_signage_devices_branch_id_idx').on(t.branchId)],
);
