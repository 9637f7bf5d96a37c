import { z } from 'zod';
import { reference } from '../validation/fields.js';
import { weekdays } from '../opening-hours/rules.js';

/** The channels a rule can limit; 'all' counts every order of the branch. */
export const capacityChannels = ['all', 'takeaway', 'delivery', 'dineIn'] as const;
export type CapacityChannel = (typeof capacityChannels)[number];
export const slotLengths = [15, 30] as const;
export type SlotLength = (typeof slotLengths)[number];

const m = {
  time: 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.',
  count: 'Bitte geben Sie eine ganze Zahl von 0 bis 10000 an.',
  minutes: 'Bitte geben Sie eine ganze Zahl von 0 bis 240 an.',
  slot: 'Die Slot-Länge ist 15 oder 30 Minuten.',
  channel: 'Bitte wählen Sie eine Bestellart.',
  weekday: 'Bitte wählen Sie gültige Wochentage.',
  rules: 'Höchstens 50 Regeln.',
};
const clockTime = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.time });
const count = z
  .number({ error: m.count })
  .int({ error: m.count })
  .min(0, { error: m.count })
  .max(10_000, { error: m.count });

/**
 * At most `maxOrders` orders and/or `maxMinutes` make-time minutes per slot on a channel; null leaves
 * that measure free. With the branch's department set, each person of it on the clock adds the rates.
 * Empty weekdays mean every day; `from`/`to` (Vienna clock, `to` may lie past midnight) narrow the hours.
 */
export const capacityRuleSchema = z.object({
  channel: z.enum(capacityChannels, { error: m.channel }),
  maxOrders: count.nullable().default(null),
  maxMinutes: count.nullable().default(null),
  ordersPerPerson: count.default(0),
  minutesPerPerson: count.default(0),
  weekdays: z.array(z.enum(weekdays, { error: m.weekday })).default([]),
  from: clockTime.nullable().default(null),
  to: clockTime.nullable().default(null),
});
export type CapacityRule = z.infer<typeof capacityRuleSchema>;

/** Above `busyAbove` orders in progress the lead time grows by `busyMinutes`; above `pauseAbove` online orders pause. */
export const autoRulesSchema = z.object({
  busyAbove: count.nullable().default(null),
  busyMinutes: z
    .number({ error: m.minutes })
    .int({ error: m.minutes })
    .min(0, { error: m.minutes })
    .max(240, { error: m.minutes })
    .default(15),
  pauseAbove: count.nullable().default(null),
});
export type AutoRules = z.infer<typeof autoRulesSchema>;

export const capacitySettingsSchema = z.object({
  isEnabled: z.boolean().default(false),
  slotMinutes: z.union([z.literal(15), z.literal(30)], { error: m.slot }).default(15),
  /** The department whose people on the clock raise the capacity; null: the rules' base only. */
  departmentId: reference().nullable().default(null),
  rules: z.array(capacityRuleSchema).max(50, { error: m.rules }).default([]),
  autoRules: autoRulesSchema.default({ busyAbove: null, busyMinutes: 15, pauseAbove: null }),
});
export type CapacitySettings = z.infer<typeof capacitySettingsSchema>;

/** What staff change on the board or in the back office: 'Viel los' and the pause of online orders. */
export const orderingChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('busy'), minutes: z.union([z.literal(0), z.literal(15), z.literal(30)]) }),
    z.object({
      action: z.literal('pause'),
      // Null: until resumed.
      minutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
    }),
    z.object({ action: z.literal('resume') }),
  ],
  { error: 'Unbekannte Änderung.' },
);
export type OrderingChange = z.infer<typeof orderingChangeSchema>;

/** Off by default: the spec's checkout stays exactly as it is until an owner turns capacity on. */
export const defaultCapacitySettings: CapacitySettings = capacitySettingsSchema.parse({});
