import { z } from 'zod';

export const orderMethods = ['takeaway', 'delivery', 'dineIn'] as const;
export const orderMethodSchema = z.enum(orderMethods);
export type OrderMethod = z.infer<typeof orderMethodSchema>;

/** The labels of 'Art der Lieferung', in the order the spec lists them. */
export const orderMethodLabels: Record<OrderMethod, string> = {
  takeaway: 'Takeaway',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
};
