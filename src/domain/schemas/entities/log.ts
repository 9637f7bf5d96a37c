import { z } from 'zod';
import { decimal, wholeNumber } from '../../validation/fields.js';
import { validationMessages } from '../../validation/messages.js';
import { idSchema } from '../common.js';

export const logActionSchema = z.enum(['create', 'update', 'delete']);
export type LogAction = z.infer<typeof logActionSchema>;

/** One change in the back office: who did what to which entity, with the entity before and after. */
export const logSchema = z.object({
  id: z.number().int().meta({ title: 'ID' }),
  createdAt: z.iso.datetime().meta({ title: 'Zeitpunkt' }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ title: 'Benutzer' }),
  action: z.string().meta({ title: 'Aktion' }),
  entity: z.string().meta({ title: 'Entität' }),
  entityId: z.number().int().nullable().meta({ title: 'Entitäts-ID' }),
  before: z.record(z.string(), z.unknown()).nullable().meta({ title: 'Vorher' }),
  after: z.record(z.string(), z.unknown()).nullable().meta({ title: 'Nachher' }),
});
export type Log = z.infer<typeof logSchema>;

const instantParam = z.iso.datetime({ offset: true, error: validationMessages.dateTime });

export const logFilterSchema = z.object({
  entity: z.string().max(100).optional(),
  entityId: idSchema.optional(),
  user: idSchema.optional(),
  from: instantParam.optional(),
  to: instantParam.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: decimal(wholeNumber().min(0), validationMessages.wholeNumber).default(0),
});
export type LogFilterQuery = z.infer<typeof logFilterSchema>;
