import { apiErrorSchema } from '../../../../domain/schemas/common.js';
import type { OrderCreate, PublicOrder } from '../../../../domain/schemas/order.js';
import { ApiError } from '../../../api/client.js';

/**
 * POST /api/orders with the attempt's Idempotency-Key. A failed fetch (no answer at all) rejects with
 * its TypeError; an answer without the error list rejects with an ApiError whose list is empty.
 */
export async function createOrder(order: OrderCreate, idempotencyKey: string): Promise<PublicOrder> {
  const response = await fetch('/api/orders', {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    credentials: 'same-origin',
    body: JSON.stringify(order),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError(response.status, []);
  return body.data as PublicOrder;
}
