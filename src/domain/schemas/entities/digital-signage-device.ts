import { z } from 'zod';
import { identifier, optionalText, reference } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { issuedSignageCommandSchema } from '../../signage/commands.js';
import { idSchema } from '../common.js';

export const digitalSignageDeviceLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  branch: 'Filiale',
  stream: 'Stream',
  hasApiKey: 'API-Schlüssel vergeben',
  lastSeenAt: 'Zuletzt gesehen',
  isOnline: 'Online',
  pendingCommand: 'Offener Befehl',
} as const;

/** A TV of a branch and the stream it plays; it signs in with an API key shown once. */
export const digitalSignageDeviceInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: optionalText(200),
    branch: reference().nullable().default(null),
    stream: reference().nullable().default(null),
  }),
  digitalSignageDeviceLabels,
);
export type DigitalSignageDeviceInput = z.infer<typeof digitalSignageDeviceInputSchema>;

export const digitalSignageDeviceEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    branch: z.number().int().nullable(),
    stream: z.number().int().nullable(),
    hasApiKey: z.boolean(),
    lastSeenAt: z.iso.datetime().nullable(),
    isOnline: z.boolean(),
    pendingCommand: issuedSignageCommandSchema.nullable(),
  }),
  digitalSignageDeviceLabels,
);
export type DigitalSignageDeviceEntity = z.infer<typeof digitalSignageDeviceEntitySchema>;

/** `status`: online when the TV reported within the last five minutes. */
export const digitalSignageDeviceFilterSchema = z.object({
  branch: idSchema.optional(),
  stream: idSchema.optional(),
  status: z.enum(['online', 'offline'], { error: m.choice }).optional(),
});
export type DigitalSignageDeviceFilter = z.infer<typeof digitalSignageDeviceFilterSchema>;
