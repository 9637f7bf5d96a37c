import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PhoneOrderCreate } from '../../../../domain/schemas/staff-order.js';
import { ApiError } from '../../../api/client.js';
import { orderName } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import type { FlashState } from '../../entities/components/flash-message.js';
import { createPhoneOrder, newIdempotencyKey } from '../api/create-phone-order.js';

function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors.map((entry) => entry.message);
  return [ordersDe.errors.create];
}

/**
 * Sends a phone order once: the same order sent again (a lost answer, a double tap) keeps its
 * Idempotency-Key, a changed one is a new attempt. The stored order opens next with a flash message.
 */
export function usePhoneOrderSubmit(csrfToken: string | undefined) {
  const navigate = useNavigate();
  const [sending, setSending] = useState<{ busy: boolean; errors: string[] }>({ busy: false, errors: [] });
  const attempt = useRef<{ key: string; body: string } | null>(null);

  function refuse(message: string) {
    setSending({ busy: false, errors: [message] });
  }

  function send(body: PhoneOrderCreate) {
    if (csrfToken === undefined) return;
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised)
      attempt.current = { key: newIdempotencyKey(), body: serialised };
    setSending({ busy: true, errors: [] });
    createPhoneOrder(body, attempt.current.key, csrfToken).then(
      (order) => {
        attempt.current = null;
        void navigate(paths.backendOrder(order.id), {
          state: { flash: t(ordersDe.phone.created, { name: orderName(order) }) } satisfies FlashState,
        });
      },
      (error: unknown) => setSending({ busy: false, errors: errorsOf(error) }),
    );
  }

  return { sending, send, refuse };
}
