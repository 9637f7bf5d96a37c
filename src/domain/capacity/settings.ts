import { z } from 'zod';
import { weekdays } from '../opening-hours/rules.js';

/** The channels a rule can limit; 'all' counts every order of the branch. */
export const capacityChannels = ['all', 'takeaway', 'delivery', 'dineIn'] as const;
export type CapacityChannel = (typeof capacityChannels)[number];
export const slotLengths = [15, 30] as const;
export type SlotLength = (typeof slotLengths)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const count = z.number().int().min(0).max(10_000);

/**
 * At most `maxOrders` orders and/or `maxMinutes` make-time minutes per slot on a channel; null leaves
 * that measure free. With the branch's department set, each person of it on the clock adds the rates.
 * Empty weekdays mean every day; `from`/`to` (Vienna clock, `to` may lie past midnight) narrow the hours.
 */
export const capacityRuleSchema = z.object({
  channel: z.enum(capacityChannels),
  maxOrders: count.nullable().default(null),
  maxMinutes: count.nullable().default(null),
  ordersPerPerson: count.default(0),
  minutesPerPerson: count.default(0),
  weekdays: z.array(z.enum(weekdays)).default([]),
  from: clockTime.nullable().default(null),
  to: clockTime.nullable().default(null),
});
export type CapacityRule = z.infer<typeof capacityRuleSchema>;

/** Above `busyAbove` orders in progress the lead time grows by `busyMinutes`; above `pauseAbove` online orders pause. */
export const autoRulesSchema = z.object({
  busyAbove: count.nullable().default(null),
  busyMinutes: z.number().int().min(0).max(240).default(15),
  pauseAbove: count.nullable().default(null),
});
export type AutoRules = z.infer<typeof autoRulesSchema>;

export const capacitySettingsSchema = z.object({
  isEnabled: z.boolean().default(false),
  slotMinutes: z.union([z.literal(15), z.literal(30)]).default(15),
  /** The department whose people on the clock raise the capacity; null: the rules' base only. */
  departmentId: z.number().int().positive().nullable().default(null),
  rules: z.array(capacityRuleSchema).max(50).default([]),
  autoRules: autoRulesSchema.default({ busyAbove: null, busyMinutes: 15, pauseAbove: null }),
});
export type CapacitySettings = z.infer<typeof capacitySettingsSchema>;

/** Off by default: the spec's checkout stays exactly as it is until an owner turns capacity on. */
export const defaultCapacitySettings: CapacitySettings = capacitySettingsSchema.parse({});
