import { z } from 'zod';
import type { OrderAction } from '../../../domain/order-status/transitions.js';
import { idSchema } from '../../../domain/schemas/common.js';

/** The five status calls of the spec (POST /orders/{id}/status/{action}). */
export const statusActionNames = ['cancel', 'confirm', 'reject', 'in-delivery', 'completed'] as const;
export type StatusActionName = (typeof statusActionNames)[number];

export const statusActionParams = z.object({
  id: idSchema,
  action: z.enum(statusActionNames, { error: 'Unbekannte Aktion.' }),
});

/** The action a status call asks for; whether "completed" means delivered, actOnOrder reads from the order. */
export function statusActionOf(name: StatusActionName, message: string | null): OrderAction {
  switch (name) {
    case 'reject':
      return { type: 'reject', message: message?.trim() || null };
    case 'completed':
      return { type: 'completed', isDelivery: false };
    case 'cancel':
    case 'confirm':
    case 'in-delivery':
      return { type: name };
  }
}
