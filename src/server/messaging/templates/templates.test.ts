import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money/format.js';
import { branchNewOrderEmail, branchNewOrderSms } from './branch-messages.js';
import {
  completedEmail,
  counterAppointmentEmail,
  inDeliveryEmail,
  orderConfirmationEmail,
  orderConfirmedEmail,
  orderRejectedEmail,
} from './guest-emails.js';
import { escapeHtml, html, renderHtml } from './html.js';
import { link } from './layout.js';
import { loginLinkEmail } from './login-link-email.js';
import type { OrderView } from './order-view.js';

const evil = '<script>alert("x")</script> & Co';

function view(overrides: Partial<OrderView['order']> = {}, top: Partial<OrderView> = {}): OrderView {
  return {
    shopName: 'Café Tischlein',
    currency: 'EUR',
    statusUrl: 'https://tischlein.example/status/abc/0123456789abcdef',
    backofficeUrl: 'https://tischlein.example/backend/orders/7',
    reviewsEnabled: false,
    branch: {
      name: 'Café Tischlein Dornbirn',
      street: 'Marktplatz 3',
      zipCode: '6850',
      city: 'Dornbirn',
      phone: '+43 5572 203140',
      email: 'dornbirn@cafe-tischlein.example',
      website: 'https://cafe-tischlein.example',
    },
    ...top,
    order: {
      id: 7,
      ticketNumber: 12,
      method: 'takeaway',
      isQuotation: false,
      tableIdentifier: null,
      createdAt: new Date('2026-11-20T08:30:00Z'),
      // 12:30 in Vienna (winter time, UTC+1).
      appointment: new Date('2026-11-20T11:30:00Z'),
      counterAppointment: null,
      counterAppointmentAccepted: false,
      rejectionMessage: null,
      comment: 'Bitte ohne Zwiebel.\nDanke!',
      paymentMethod: 'cash',
      isPaid: false,
      contact: {
        isCompany: false,
        companyName: '',
        firstName: 'Maria',
        lastName: 'Muster',
        phone: '+436641234567',
        email: 'maria@example.at',
        vatNo: '',
      },
      address: ['Bahnhofstraße 1', '6850 Dornbirn'],
      deliveryAddress: null,
      deliveryAreaName: null,
      items: [
        { name: 'Apfelstrudel', amount: 2, unit: 'piece', parts: [], total: 790 },
        {
          name: 'Bergkäse',
          amount: 0.25,
          unit: 'kilogram',
          parts: [{ name: 'Schnitt', answer: 'in Scheiben' }],
          total: 625,
        },
      ],
      itemsGross: 1415,
      deliveryFee: 0,
      donationAmount: 0,
      totalGross: 1415,
      taxes: [{ rate: 10, tax: 129 }],
      ...overrides,
    },
  };
}

describe('html', () => {
  it('escapes every interpolated value but keeps nested markup', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(renderHtml(html`<p title="${'"x"'}">${inner}${evil}</p>`)).toBe(
      `<p title="&quot;x&quot;"><b>a&lt;b</b>${escapeHtml(evil)}</p>`,
    );
  });

  it('renders links only for web, mail and phone addresses', () => {
    expect(renderHtml(link('javascript:alert(1)', 'Klick'))).toBe('Klick');
    expect(renderHtml(link('https://example.at/?a=1&b=2', 'Web'))).toContain(
      'href="https://example.at/?a=1&amp;b=2"',
    );
  });
});

describe('guest order confirmation', () => {
  const mail = orderConfirmationEmail(view());

  it('names the branch and the ticket number in the subject', () => {
    expect(mail.subject).toBe('Ihre Bestellung Nr. 12 bei Café Tischlein Dornbirn');
  });

  it('carries the status link, the products with amounts, the totals and the appointment in Vienna time', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('https://tischlein.example/status/abc/0123456789abcdef');
      expect(body).toContain('2 Stk.');
      expect(body).toContain('Apfelstrudel');
      expect(body).toContain('0,25 kg');
      expect(body).toContain('Schnitt: in Scheiben');
      expect(body).toContain(formatMoney(790));
      expect(body).toContain(formatMoney(1415));
      expect(body).toContain(`inkl. 10 % MwSt.`);
      expect(body).toContain(formatMoney(129));
      expect(body).toContain('Freitag, 20. November 2026, 12:30 Uhr');
      expect(body).toContain('Barzahlung');
      expect(body).toContain('Marktplatz 3, 6850 Dornbirn');
      expect(body).toContain('+43 5572 203140');
    }
    expect(formatMoney(1415)).toMatch(/^€\s14,15$/u);
  });

  it('escapes what the guest typed in the HTML part and keeps it verbatim in the text part', () => {
    const hostile = orderConfirmationEmail(
      view({
        comment: evil,
        contact: { ...view().order.contact, firstName: evil },
        items: [{ name: evil, amount: 1, unit: 'piece', parts: [{ name: evil, answer: evil }], total: 100 }],
      }),
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(hostile.text).toContain(evil);
  });

  it('keeps line breaks of the comment', () => {
    expect(mail.html).toContain('Bitte ohne Zwiebel.<br>Danke!');
  });

  it('says "as soon as possible" without an appointment and shows times in summer time too', () => {
    expect(orderConfirmationEmail(view({ appointment: null })).text).toContain('So bald wie möglich');
    const summer = orderConfirmationEmail(view({ appointment: new Date('2026-07-01T10:00:00Z') }));
    expect(summer.text).toContain('Mittwoch, 1. Juli 2026, 12:00 Uhr');
  });

  it('shows the delivery details of a delivery order', () => {
    const delivery = orderConfirmationEmail(
      view({
        method: 'delivery',
        deliveryFee: 350,
        totalGross: 1765,
        deliveryAreaName: '6850 Dornbirn Zentrum',
        deliveryAddress: ['Firma Holz, Hans Huber', 'Sägerstraße 4', '6850 Dornbirn'],
      }),
    );
    expect(delivery.text).toContain('Art der Lieferung: Lieferung');
    expect(delivery.text).toContain(`Lieferkosten: ${formatMoney(350)}`);
    expect(delivery.text).toContain('Lieferadresse:\nFirma Holz, Hans Huber\nSägerstraße 4');
    expect(delivery.text).toContain('Liefergebiet: 6850 Dornbirn Zentrum');
  });

  it('names the table of a dine-in order', () => {
    expect(orderConfirmationEmail(view({ method: 'dineIn', tableIdentifier: 'Terrasse 2' })).text).toContain(
      'Art der Lieferung: Dine In, Tisch Terrasse 2',
    );
  });
});

describe('guest status e-mails', () => {
  it('confirms the order', () => {
    const mail = orderConfirmedEmail(view());
    expect(mail.subject).toBe('Ihre Bestellung Nr. 12 wurde bestätigt');
    expect(mail.text).toContain('Café Tischlein Dornbirn hat Ihre Bestellung bestätigt');
  });

  it('passes on the rejection message, escaped', () => {
    const mail = orderRejectedEmail(view({ rejectionMessage: `Heute leider ausverkauft ${evil}` }));
    expect(mail.subject).toBe('Ihre Bestellung Nr. 12 wurde storniert');
    expect(mail.text).toContain(`Nachricht der Filiale:\nHeute leider ausverkauft ${evil}`);
    expect(mail.html).toContain(`Heute leider ausverkauft ${escapeHtml(evil)}`);
    expect(mail.html).not.toContain('<script>');
    expect(orderRejectedEmail(view()).text).not.toContain('Nachricht der Filiale');
  });

  it('proposes the counter-appointment in Vienna time with the link to answer it', () => {
    const mail = orderConfirmedEmail(view());
    expect(mail.text).not.toContain('Terminvorschlag');
    const counter = counterAppointmentEmail(view({ counterAppointment: new Date('2026-11-20T13:00:00Z') }));
    expect(counter.subject).toBe('Neuer Terminvorschlag für Ihre Bestellung Nr. 12');
    expect(counter.text).toContain('zum gewünschten Termin (Freitag, 20. November 2026, 12:30 Uhr)');
    expect(counter.text).toContain('Vorgeschlagener Termin: Freitag, 20. November 2026, 14:00 Uhr');
    expect(counter.text).toContain(
      'Terminvorschlag beantworten: https://tischlein.example/status/abc/0123456789abcdef',
    );
    expect(counter.html).toContain('href="https://tischlein.example/status/abc/0123456789abcdef"');
  });

  it('says "wird geliefert" for delivery and "abholbereit" for takeaway', () => {
    const delivery = inDeliveryEmail(view({ method: 'delivery' }));
    expect(delivery.subject).toBe('Ihre Bestellung Nr. 12 wird geliefert');
    expect(delivery.text).toContain('auf dem Weg zu Ihnen');
    const takeaway = inDeliveryEmail(view({ method: 'takeaway' }));
    expect(takeaway.subject).toBe('Ihre Bestellung Nr. 12 ist abholbereit');
    expect(takeaway.text).toContain('bei Café Tischlein Dornbirn, Marktplatz 3, 6850 Dornbirn, abholen');
    expect(inDeliveryEmail(view({ method: 'dineIn' })).subject).toBe('Ihre Bestellung Nr. 12 ist fertig');
  });

  it('says "zugestellt" for a completed delivery and invites a review only with the plugin', () => {
    expect(completedEmail(view({ method: 'delivery' })).subject).toBe(
      'Ihre Bestellung Nr. 12 wurde zugestellt',
    );
    const takeaway = completedEmail(view());
    expect(takeaway.subject).toBe('Ihre Bestellung Nr. 12 ist abgeschlossen');
    expect(takeaway.text).not.toContain('Bewertung');
    expect(completedEmail(view({}, { reviewsEnabled: true })).text).toContain(
      'Bestellung bewerten: https://tischlein.example/status/abc/0123456789abcdef',
    );
  });

  it('names the shop before a branch whose name lacks it', () => {
    const mail = orderConfirmedEmail(view({}, { branch: { ...view().branch, name: 'Dornbirn Marktplatz' } }));
    expect(mail.text).toContain('Café Tischlein Dornbirn Marktplatz hat Ihre Bestellung bestätigt');
  });

  it('leaves the ticket number out when tickets are disabled', () => {
    expect(orderConfirmedEmail(view({ ticketNumber: null })).subject).toBe('Ihre Bestellung wurde bestätigt');
  });
});

describe('branch new-order messages', () => {
  it('e-mails the order with the guest contact and the back-office link', () => {
    const mail = branchNewOrderEmail(view());
    expect(mail.subject).toBe('Neue Bestellung Nr. 12: Takeaway, 20.11. 12:30');
    expect(mail.text).toContain('Kunde:\nMaria Muster');
    expect(mail.text).toContain('Telefon: +436641234567');
    expect(mail.text).toContain('Im Back Office öffnen: https://tischlein.example/backend/orders/7');
    expect(mail.text).toContain('Anmerkung:\nBitte ohne Zwiebel.');
  });

  it('marks a paid online order as paid', () => {
    expect(branchNewOrderEmail(view({ paymentMethod: 'mollie', isPaid: true })).text).toContain(
      'Zahlungsart: Online-Zahlung (Mollie), bezahlt',
    );
  });

  it('fits the SMS into one message', () => {
    const sms = branchNewOrderSms(view());
    expect(sms.text).toBe(
      `Neue Bestellung Nr. 12 – Takeaway, 20.11. 12:30 – 2 Produkte, ${formatMoney(1415)} – Maria Muster +436641234567`,
    );
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });
});

describe('login link e-mail', () => {
  it('carries the link and its expiry in Vienna time', () => {
    const mail = loginLinkEmail({
      shopName: 'Café Tischlein',
      name: 'Anna <Admin>',
      url: 'https://tischlein.example/backend/login/link/tok_123',
      expiresAt: new Date('2026-11-20T08:45:00Z'),
    });
    expect(mail.subject).toBe('Ihr Anmeldelink für Café Tischlein');
    expect(mail.text).toContain('Jetzt anmelden: https://tischlein.example/backend/login/link/tok_123');
    expect(mail.text).toContain('Der Link gilt bis 09:45 Uhr');
    expect(mail.html).toContain('href="https://tischlein.example/backend/login/link/tok_123"');
    expect(mail.html).toContain('Guten Tag Anna &lt;Admin&gt;,');
  });
});
