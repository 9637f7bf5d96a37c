import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../auth/credentials.js';
import { authMessages } from '../../auth/messages.js';
import {
  email,
  isoDateTime,
  orNull,
  reference,
  referenceItems,
  requiredText,
} from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { roleSchema } from '../user.js';

export const userLabels = {
  id: 'ID',
  email: 'E-Mail',
  name: 'Name',
  roles: 'Rollen',
  branches: 'Filialen',
  department: 'Abteilung',
  isEnabled: 'Aktiv',
  isLocked: 'Gesperrt',
  expiresAt: 'Konto gültig bis',
  credentialsExpireAt: 'Passwort gültig bis',
  password: 'Neues Passwort',
  hasPassword: 'Passwort gesetzt',
  lastLoginAt: 'Letzte Anmeldung',
} as const;

export const userMessages = {
  selfDelete: 'Sie können Ihr eigenes Konto nicht löschen.',
  selfDemote: 'Sie können sich nicht selbst die Administratorrechte entziehen.',
  selfDisable: 'Sie können Ihr eigenes Konto nicht deaktivieren oder sperren.',
} as const;

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: authMessages.passwordTooShort })
  .max(1024, { error: m.tooLong(1024) });

/**
 * A staff account. `password` is write-only: given, it replaces the password (argon2id, refused when it
 * appears in a leak); left out or empty, the password stays as it is (or, on create, the account signs
 * in only with login links).
 */
export const userInputSchema = labelled(
  z.object({
    email: email(),
    name: requiredText(200),
    roles: z
      .array(roleSchema)
      .refine((roles) => new Set(roles).size === roles.length, { error: m.duplicateEntry })
      .default([]),
    branches: referenceItems().default([]),
    department: reference().nullable().default(null),
    isEnabled: z.boolean().default(true),
    isLocked: z.boolean().default(false),
    expiresAt: orNull(isoDateTime()),
    credentialsExpireAt: orNull(isoDateTime()),
    password: z.preprocess((value) => (value === '' ? undefined : value), passwordSchema.nullish()),
  }),
  userLabels,
);
export type UserInput = z.infer<typeof userInputSchema>;

export const userEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(roleSchema),
    branches: z.array(z.object({ id: z.number().int() })),
    department: z.number().int().nullable(),
    isEnabled: z.boolean(),
    isLocked: z.boolean(),
    expiresAt: z.string().nullable(),
    credentialsExpireAt: z.string().nullable(),
    hasPassword: z.boolean(),
    lastLoginAt: z.string().nullable(),
  }),
  userLabels,
);
export type UserEntity = z.infer<typeof userEntitySchema>;
