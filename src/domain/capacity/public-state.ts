import { z } from 'zod';

/** GET /api/branches/{id}/ordering-status: what the storefront shows about pause and busy mode. */
export const orderingStatusSchema = z.object({
  isPaused: z.boolean(),
  resumesAt: z.iso.datetime().nullable(),
  extraMinutes: z.number().int(),
  isCapacityEnabled: z.boolean(),
});
export type OrderingStatus = z.infer<typeof orderingStatusSchema>;

export const capacitySlotSchema = z.object({
  start: z.iso.datetime(),
  hasRoom: z.boolean(),
  freeOrders: z.number().int().nullable(),
  freeMinutes: z.number().int().nullable(),
});

/** GET /api/branches/{id}/capacity-slots: the day's slots for this cart, for the checkout's picker. */
export const capacitySlotsSchema = orderingStatusSchema.extend({
  slotMinutes: z.number().int(),
  /** The cart's make-time minutes. */
  minutes: z.number().int(),
  slots: z.array(capacitySlotSchema),
});
export type CapacitySlots = z.infer<typeof capacitySlotsSchema>;

/** The board's strip: the next four slots with what they hold and what is free. */
export const boardSlotsSchema = orderingStatusSchema.extend({
  slotMinutes: z.number().int(),
  busyMinutes: z.number().int(),
  people: z.number().int(),
  slots: z.array(
    z.object({
      start: z.iso.datetime(),
      orders: z.number().int(),
      minutes: z.number().int(),
      freeOrders: z.number().int().nullable(),
      freeMinutes: z.number().int().nullable(),
    }),
  ),
});
export type BoardSlots = z.infer<typeof boardSlotsSchema>;

const itemsPattern = /^\d{1,9}:\d{1,6}(\.\d{1,3})?(,\d{1,9}:\d{1,6}(\.\d{1,3})?){0,99}$/;

/** The picker's question: a day, a method and the cart as `productId:amount,…`. */
export const capacitySlotsQuerySchema = z.object({
  date: z.iso.date({ error: 'Bitte geben Sie ein Datum an.' }),
  method: z.enum(['takeaway', 'delivery', 'dineIn'], { error: 'Bitte wählen Sie eine Bestellart.' }),
  items: z
    .string()
    .regex(itemsPattern, { error: 'Bitte geben Sie die Produkte als id:Menge an.' })
    .transform((value) =>
      value.split(',').map((pair) => {
        const [productId, amount] = pair.split(':');
        return { productId: Number(productId), amount: Number(amount) };
      }),
    ),
});

/** The cart as the picker's query sends it. */
export function itemsQuery(lines: readonly { productId: number; amount: number }[]): string {
  return lines.map((line) => `${line.productId}:${Math.round(line.amount * 1000) / 1000}`).join(',');
}
