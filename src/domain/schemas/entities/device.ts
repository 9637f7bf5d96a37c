import { z } from 'zod';
import { identifier, optionalText, reference } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';

/** Receipt printers, front-desk and kitchen order boards, TVs and time clocks of a branch. */
export const deviceTypes = ['printer', 'frontdesk', 'board', 'tv', 'time-clock'] as const;
export const MAX_DEVICE_SETTINGS = 50;

const settingValue = z.union([z.string().max(500, { error: m.tooLong(500) }), z.number(), z.boolean()], {
  error: m.choice,
});

export const deviceLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  type: 'Art',
  branch: 'Filiale',
  settings: 'Einstellungen',
  hasApiKey: 'API-Schlüssel vergeben',
  lastSeenAt: 'Zuletzt gesehen',
} as const;

/**
 * A device of a branch. It signs in with an API key that `POST /api/devices/{id}/api-key` issues and shows
 * once; only its hash is kept.
 */
export const deviceInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: optionalText(200),
    type: z.enum(deviceTypes, { error: m.choice }),
    branch: reference().nullable().default(null),
    settings: z
      .record(
        z
          .string()
          .min(1, { error: m.blank })
          .max(100, { error: m.tooLong(100) }),
        settingValue,
      )
      .refine((settings) => Object.keys(settings).length <= MAX_DEVICE_SETTINGS, {
        error: `Es sind höchstens ${MAX_DEVICE_SETTINGS} Einstellungen erlaubt.`,
      })
      .default({}),
  }),
  deviceLabels,
);
export type DeviceInput = z.infer<typeof deviceInputSchema>;

export const deviceEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    type: z.string(),
    branch: z.number().int().nullable(),
    settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    hasApiKey: z.boolean(),
    lastSeenAt: z.iso.datetime().nullable(),
  }),
  deviceLabels,
);
export type DeviceEntity = z.infer<typeof deviceEntitySchema>;

/** The answer that shows a freshly issued key: the only time it is ever readable. */
export const issuedApiKeySchema = z.object({ apiKey: z.string().meta({ title: 'API-Schlüssel' }) });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;
