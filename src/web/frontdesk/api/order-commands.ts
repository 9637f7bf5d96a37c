import type { StaffOrder } from '../../../domain/schemas/staff-order.js';

/** The five status actions of the back-office spec (section 4); each is `POST .../status/{action}`. */
export type StatusAction = 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed';

/**
 * What a screen can do with an open order. The boards send it with their branch key, the back office
 * with the staff session; both answer the reloaded order.
 */
export interface OrderCommands {
  status(orderId: number, action: StatusAction, rejectionMessage?: string | null): Promise<StaffOrder>;
  propose(orderId: number, counterAppointment: string): Promise<StaffOrder>;
  acknowledge(orderId: number): Promise<StaffOrder>;
}

export function statusBody(action: StatusAction, rejectionMessage: string | null | undefined): unknown {
  return action === 'reject' ? { message: rejectionMessage?.trim() ? rejectionMessage.trim() : null } : {};
}
