import { describe, expect, it } from 'vitest';
import { orderEventDrafts, renderOrderEmail, smsSenderName } from './compose.js';
import { orderViewFromJson } from './order-view.js';
import type { OrderView } from './templates/order-view.js';

const view = (contactEmail: string, branch: Partial<OrderView['branch']> = {}): OrderView => ({
  shopName: 'Café Tischlein',
  currency: 'EUR',
  statusUrl: 'https://tischlein.example/status/u/h',
  backofficeUrl: 'https://tischlein.example/backend/orders/1',
  reviewsEnabled: false,
  branch: {
    name: 'Dornbirn',
    street: 'Marktplatz 3',
    zipCode: '6850',
    city: 'Dornbirn',
    phone: '+43 5572 203140',
    email: 'dornbirn@cafe.example',
    website: null,
    ...branch,
  },
  order: {
    id: 1,
    ticketNumber: 3,
    method: 'takeaway',
    isQuotation: false,
    tableIdentifier: null,
    createdAt: new Date('2026-11-20T08:30:00Z'),
    appointment: null,
    counterAppointment: null,
    counterAppointmentAccepted: false,
    rejectionMessage: null,
    comment: '',
    paymentMethod: 'cash',
    isPaid: false,
    contact: {
      isCompany: false,
      companyName: '',
      firstName: 'Maria',
      lastName: 'Muster',
      phone: '',
      email: contactEmail,
      vatNo: '',
    },
    address: [],
    deliveryAddress: null,
    deliveryAreaName: null,
    items: [],
    itemsGross: 0,
    deliveryFee: 0,
    donationAmount: 0,
    totalGross: 0,
    taxes: [],
  },
});

const summary = (drafts: ReturnType<typeof orderEventDrafts>) =>
  drafts.map((draft) => [draft.template, draft.channel, draft.recipient]);

describe('who hears of an order event', () => {
  it('tells guest and branch of a new order, and the branch by SMS only with the plugin', () => {
    expect(summary(orderEventDrafts('placed', view('maria@example.at'), { smsEnabled: false }))).toEqual([
      ['order-confirmation', 'email', 'maria@example.at'],
      ['branch-new-order', 'email', 'dornbirn@cafe.example'],
    ]);
    expect(summary(orderEventDrafts('placed', view(''), { smsEnabled: true }))).toEqual([
      ['branch-new-order', 'email', 'dornbirn@cafe.example'],
      ['branch-new-order-sms', 'sms', '+43 5572 203140'],
    ]);
  });

  it('sends no branch message to a branch without e-mail or phone', () => {
    const bare = view('maria@example.at', { email: null, phone: null });
    expect(summary(orderEventDrafts('placed', bare, { smsEnabled: true }))).toEqual([
      ['order-confirmation', 'email', 'maria@example.at'],
    ]);
  });

  it('mails status changes to the guest only, replying to the branch', () => {
    const [draft, ...rest] = orderEventDrafts('confirmed', view('maria@example.at'), { smsEnabled: true });
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({
      template: 'order-confirmed',
      recipient: 'maria@example.at',
      data: { replyTo: 'dornbirn@cafe.example' },
    });
    expect(orderEventDrafts('completed', view(''), { smsEnabled: true })).toEqual([]);
  });
});

describe('smsSenderName', () => {
  it('keeps letters, digits and blanks, at most 11 characters', () => {
    expect(smsSenderName('Café Tischlein')).toBe('Cafe Tischl');
    expect(smsSenderName('Bäckerei & Co.')).toBe('Backerei Co');
    expect(smsSenderName('☕')).toBe('Tischlein');
  });
});

describe('an order e-mail recorded as its view', () => {
  it('renders after the JSON round trip of the message row exactly as from the view itself', () => {
    const original = {
      ...view('maria@example.at'),
      order: {
        ...view('maria@example.at').order,
        appointment: new Date('2026-11-20T11:30:00Z'),
        counterAppointment: new Date('2026-11-20T12:00:00Z'),
      },
    };
    const stored = orderViewFromJson(JSON.parse(JSON.stringify(original)) as Record<string, unknown>);
    expect(stored).toEqual(original);
    const rendered = renderOrderEmail('order-counter-appointment', stored);
    expect(rendered).toEqual(renderOrderEmail('order-counter-appointment', original));
    expect(rendered?.subject).toBe('Neuer Terminvorschlag für Ihre Bestellung Nr. 3');
  });

  it('renders only the order e-mails', () => {
    expect(renderOrderEmail('login-link', view(''))).toBeUndefined();
    expect(renderOrderEmail('toString', view(''))).toBeUndefined();
  });
});
