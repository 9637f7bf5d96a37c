import type { FastifyReply } from 'fastify';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';

/** One page of a longer order list: the total goes in x-total-count, so the body stays the plain list. */
export function orderPage(reply: FastifyReply, { items, total }: { items: StaffOrder[]; total: number }) {
  reply.header('x-total-count', String(total));
  return { data: items };
}
