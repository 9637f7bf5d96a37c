import { apiErrorSchema } from '../../../../domain/schemas/common.js';
import type { PublicOrder } from '../../../../domain/schemas/order.js';
import type { PhoneOrderCreate } from '../../../../domain/schemas/staff-order.js';
import { ApiError } from '../../../api/client.js';
import { paths } from '../../../paths.js';

// getRandomValues works on plain http too, where crypto.randomUUID is missing.
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * `POST /api/orders/phone` with the staff session and its CSRF token. The shared client cannot send the
 * Idempotency-Key header, hence this one call of its own.
 */
export async function createPhoneOrder(
  order: PhoneOrderCreate,
  idempotencyKey: string,
  csrfToken: string,
): Promise<PublicOrder> {
  const response = await fetch('/api/orders/phone', {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
      'X-CSRF-Token': csrfToken,
    },
    credentials: 'same-origin',
    body: JSON.stringify(order),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401)
    window.location.assign(`${paths.backendLogin}?redirect=${encodeURIComponent(paths.backendPhoneOrder)}`);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError(response.status, []);
  return body.data as PublicOrder;
}
