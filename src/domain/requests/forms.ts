import { z } from 'zod';
import { idSchema } from '../schemas/common.js';
import { wholeNumber } from '../validation/fields.js';
import { NAME_MIN_LENGTH, PHONE_MIN_LENGTH, SIMPLE_EMAIL } from './breakfast-steps.js';
import { requestMessages as m } from './messages.js';

/*
 * The two guest forms as the server checks them (storefront spec, sections 3 and 5). The browser checks
 * the same rules step by step (breakfast-steps.ts); these schemas answer with field-named German errors.
 */

const name = z
  .string({ error: m.tooShort(NAME_MIN_LENGTH) })
  .trim()
  .min(NAME_MIN_LENGTH, { error: m.tooShort(NAME_MIN_LENGTH) })
  .max(200);
const phone = z
  .string({ error: m.tooShort(PHONE_MIN_LENGTH) })
  .trim()
  .min(PHONE_MIN_LENGTH, { error: m.tooShort(PHONE_MIN_LENGTH) })
  .max(50);
const email = z.string({ error: m.email }).trim().max(254).regex(SIMPLE_EMAIL, { error: m.email });
const comment = z.string().trim().max(2000).default('');

/** Spam protection without third parties: a field people never see and the time the form was open. */
const antiSpam = {
  /** Hidden from people (and from assistive technology); bots fill every field they find. */
  website: z.string().max(500).optional(),
  /**
   * How long the form was open, in milliseconds, measured by the browser (the minimum fill time);
   * a duration, so a browser whose clock is off is not mistaken for a bot.
   */
  fillMs: wholeNumber().min(0).optional(),
};

const amount = z
  .union([z.number(), z.string().regex(/^\d+$/)], { error: m.groupAmount })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: m.groupAmount })
      .min(0, { error: m.groupAmount })
      .max(500, { error: m.groupAmount }),
  );

export const breakfastGroupSchema = z.object({
  amount,
  people: z.record(z.string().regex(/^\d{1,3}$/), z.string().trim().max(200)).default({}),
});

export const breakfastFormSchema = z.object({
  name,
  phone,
  email,
  comment,
  date: z.iso.datetime({ offset: true, error: m.date }),
  breakfastConfig: z.record(z.string().trim().min(1).max(100), breakfastGroupSchema),
  /** The variant texts the guest saw (the spec's "list of variant texts"). */
  variants: z.array(z.string().max(200)).max(50).optional(),
  ...antiSpam,
});
export type BreakfastForm = z.infer<typeof breakfastFormSchema>;

const plate = z.object({
  active: z.boolean(),
  label: z.string().trim().max(100),
  quantity: z.union([z.number().int().min(0).max(500), z.literal('')]).default(''),
});

export const plateLabels = {
  default: 'Standardbrettle mit Wurst',
  vegetarian: 'Vegetarisches Brettle',
} as const;

export const contactFormSchema = z.object({
  name,
  phone,
  email,
  comment,
  date: z.iso.datetime({ offset: true, error: m.date }).nullish(),
  plateSelection: z.object({ default: plate, vegetarian: plate }).optional(),
  ...antiSpam,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const requestStatuses = ['new', 'confirmed', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestKinds = ['breakfast', 'contact'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** What a guest gets back: the request is received, nothing more. */
export const submittedRequestSchema = z.object({ id: z.number().int(), kind: z.enum(requestKinds) });

export const requestLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

export const staffRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  branch: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  appointment: z.string().nullable(),
  persons: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  note: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;

export const requestFilterSchema = z.object({
  status: z.enum(requestStatuses).optional(),
  kind: z.enum(requestKinds).optional(),
  branch: idSchema.optional(),
  date: z.iso.date().optional(),
});

export const requestAnswerSchema = z.object({ message: z.string().trim().max(2000).default('') });
export const requestNoteSchema = z.object({ note: z.string().trim().max(5000) });
