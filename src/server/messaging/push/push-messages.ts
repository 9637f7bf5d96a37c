import type { OrderNotificationEvent } from '../notifications.js';
import { appointmentText, branchTitle, ticketText } from '../templates/format.js';
import type { OrderView } from '../templates/order-view.js';

/** The push calls' refusals. */
export const pushMessages = {
  unavailable: 'Benachrichtigungen sind derzeit nicht verfügbar.',
  tooManyDevices: 'Für diese Bestellung sind bereits genug Geräte angemeldet.',
} as const;

/** What a push notification shows: the browser draws the title, the body and the shop's icon. */
export type PushText = { title: string; body: string };

export type PushEvent = Extract<OrderNotificationEvent, 'confirmed' | 'in-delivery' | 'rejected'>;

export const pushEvents: readonly PushEvent[] = ['confirmed', 'in-delivery', 'rejected'];

export const isPushEvent = (event: OrderNotificationEvent): event is PushEvent =>
  (pushEvents as readonly string[]).includes(event);

/** The time the order is confirmed for: the accepted proposal replaces the guest's own wish. */
function confirmedTime(order: OrderView['order']): Date | null {
  return order.counterAppointmentAccepted ? order.counterAppointment : order.appointment;
}

/** The German texts of the status notifications; the browser shows them as they are. */
export function pushText(event: PushEvent, view: OrderView): PushText {
  const { order } = view;
  const ticket = ticketText(order.ticketNumber);
  const branch = branchTitle(view);
  switch (event) {
    case 'confirmed':
      return {
        title: `Ihre Bestellung${ticket} wurde bestätigt`,
        body: `${branch} bereitet sie vor. Termin: ${appointmentText(confirmedTime(order))}`,
      };
    case 'in-delivery':
      if (order.method === 'delivery') {
        return { title: `Ihre Bestellung${ticket} wird geliefert`, body: 'Sie ist auf dem Weg zu Ihnen.' };
      }
      if (order.method === 'dineIn') {
        return { title: `Ihre Bestellung${ticket} ist fertig`, body: 'Sie wird Ihnen gleich serviert.' };
      }
      return {
        title: 'Ihre Bestellung ist abholbereit',
        body: `${ticket ? `${ticket.trim()}: ` : ''}Sie können sie bei ${branch} abholen.`,
      };
    case 'rejected': {
      const message = order.rejectionMessage?.trim();
      return {
        title: `Ihre Bestellung${ticket} wurde storniert`,
        body: message
          ? `Nachricht der Filiale: ${message}`
          : `${branch} kann Ihre Bestellung nicht annehmen.`,
      };
    }
  }
}
