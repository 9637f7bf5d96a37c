import { z } from 'zod';
import { decimal, INT32_MAX } from '../validation/fields.js';
import { tableCodeLayouts } from './table-link.js';

export const tableCodeMessages = {
  branch: 'Bitte wählen Sie eine Filiale.',
  layout: 'Bitte wählen Sie das Layout page (ein Code pro Seite) oder sheet (12 Codes pro Bogen).',
  tables: 'Bitte geben Sie die Tische als Liste von IDs an.',
  noTables: 'Diese Filiale hat noch keine Tische. Bitte legen Sie zuerst Tische an.',
  unknownTable: 'Mindestens einer der gewählten Tische gehört nicht zu dieser Filiale.',
  unknownBranch: 'Diese Filiale gibt es nicht.',
} as const;

/** `?branch=1&layout=sheet&tables=3,4`: the branch's tables (all without `tables`) as QR codes. */
export const tableCodesQuerySchema = z.object({
  branch: decimal(
    z
      .number()
      .positive({ error: tableCodeMessages.branch })
      .max(INT32_MAX, { error: tableCodeMessages.branch }),
    tableCodeMessages.branch,
  ),
  layout: z.enum(tableCodeLayouts, { error: tableCodeMessages.layout }).default('page'),
  tables: z
    .string({ error: tableCodeMessages.tables })
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { error: tableCodeMessages.tables })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= INT32_MAX), { error: tableCodeMessages.tables })
    .optional(),
});
export type TableCodesQuery = z.infer<typeof tableCodesQuerySchema>;
