import { branchTitle, customerName, formatDateTime, ticketText } from './format.js';
import { html, multiline, type SafeHtml } from './html.js';
import {
  actionLink,
  branchAddress,
  branchFooterText,
  emailLayout,
  paragraph,
  type RenderedEmail,
} from './layout.js';
import { orderDetailsHtml, orderDetailsText } from './order-details.js';
import type { OrderView } from './order-view.js';

/** One paragraph of a mail, kept as markup and as text so both parts say the same. */
type Block = { html: SafeHtml; text: string };

const say = (text: string): Block => ({ html: paragraph(text), text });

function greeting(view: OrderView): Block {
  const name = customerName({ ...view.order.contact, isCompany: false });
  return say(name ? `Guten Tag ${name},` : 'Guten Tag,');
}

function statusLink(view: OrderView, label = 'Bestellstatus ansehen'): Block {
  return {
    html: actionLink(view.statusUrl, label),
    text: `${label}: ${view.statusUrl}`,
  };
}

function guestEmail(
  view: OrderView,
  input: { subject: string; heading: string; blocks: Block[]; withDetails?: boolean },
): RenderedEmail {
  const blocks = [greeting(view), ...input.blocks];
  const detailsOptions = { contactHeading: 'Ihre Daten' };
  const body = html`${blocks.map((block) => block.html)}${
    input.withDetails ? orderDetailsHtml(view, detailsOptions) : ''
  }`;
  const text = [
    input.heading,
    ...blocks.map((block) => block.text),
    input.withDetails ? orderDetailsText(view, detailsOptions) : '',
    branchFooterText(view),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    subject: input.subject,
    html: emailLayout({
      subject: input.subject,
      heading: input.heading,
      body,
      shopName: view.shopName,
      branch: view.branch,
    }),
    text: `${text}\n`,
  };
}

/** Sent when the branch may start: what was ordered, and the link to follow it. */
export function orderConfirmationEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  const isQuotation = view.order.isQuotation;
  return guestEmail(view, {
    subject: `${isQuotation ? 'Ihre Anfrage' : 'Ihre Bestellung'}${ticket} bei ${branchTitle(view)}`,
    heading: isQuotation ? 'Vielen Dank für Ihre Anfrage!' : 'Vielen Dank für Ihre Bestellung!',
    blocks: [
      say(
        isQuotation
          ? `Ihre Anfrage ist bei ${branchTitle(view)} eingegangen. Wir melden uns mit einem Angebot.`
          : `Ihre Bestellung ist bei ${branchTitle(view)} eingegangen. Sobald sie bestätigt ist, erhalten Sie eine weitere E-Mail.`,
      ),
      say('Den aktuellen Stand sehen Sie jederzeit auf dieser Seite:'),
      statusLink(view),
    ],
    withDetails: true,
  });
}

export function orderConfirmedEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  return guestEmail(view, {
    subject: `Ihre Bestellung${ticket} wurde bestätigt`,
    heading: 'Ihre Bestellung wurde bestätigt',
    blocks: [
      say(`${branchTitle(view)} hat Ihre Bestellung bestätigt und bereitet sie vor.`),
      statusLink(view),
    ],
    withDetails: true,
  });
}

export function orderRejectedEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  const message = view.order.rejectionMessage?.trim();
  const reason: Block[] = message
    ? [
        {
          html: html`<p style="margin:0 0 16px">Nachricht der Filiale:</p>
            <blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #313131">
              ${multiline(message)}
            </blockquote>`,
          text: `Nachricht der Filiale:\n${message}`,
        },
      ]
    : [];
  return guestEmail(view, {
    subject: `Ihre Bestellung${ticket} wurde storniert`,
    heading: 'Bestellung storniert',
    blocks: [
      say(`Leider kann ${branchTitle(view)} Ihre Bestellung nicht annehmen. Die Bestellung wurde storniert.`),
      ...reason,
      say('Bei Fragen erreichen Sie die Filiale unter den Kontaktdaten unten.'),
    ],
  });
}

export function counterAppointmentEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  const { appointment, counterAppointment } = view.order;
  const proposed = counterAppointment ? formatDateTime(counterAppointment) : '';
  return guestEmail(view, {
    subject: `Neuer Terminvorschlag für Ihre Bestellung${ticket}`,
    heading: 'Neuer Terminvorschlag',
    blocks: [
      say(
        appointment
          ? `${branchTitle(view)} kann Ihre Bestellung zum gewünschten Termin (${formatDateTime(appointment)}) leider nicht fertigstellen.`
          : `${branchTitle(view)} kann Ihre Bestellung leider nicht so bald wie gewünscht fertigstellen.`,
      ),
      {
        html: html`<p style="margin:0 0 16px">Vorgeschlagener Termin: <strong>${proposed}</strong></p>`,
        text: `Vorgeschlagener Termin: ${proposed}`,
      },
      say(
        'Bitte nehmen Sie den Vorschlag auf der Statusseite an oder lehnen Sie ihn ab. Lehnen Sie ab, wird die Bestellung storniert.',
      ),
      statusLink(view, 'Terminvorschlag beantworten'),
    ],
  });
}

/** Delivery: on its way; takeaway: ready for pickup (storefront spec, order status wording). */
export function inDeliveryEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  const address = branchAddress(view.branch);
  switch (view.order.method) {
    case 'delivery':
      return guestEmail(view, {
        subject: `Ihre Bestellung${ticket} wird geliefert`,
        heading: 'Ihre Bestellung wird geliefert',
        blocks: [say('Ihre Bestellung ist auf dem Weg zu Ihnen.'), statusLink(view)],
      });
    case 'takeaway':
      return guestEmail(view, {
        subject: `Ihre Bestellung${ticket} ist abholbereit`,
        heading: 'Ihre Bestellung ist abholbereit',
        blocks: [
          say(
            `Ihre Bestellung ist abholbereit. Sie können sie bei ${branchTitle(view)}${address ? `, ${address},` : ''} abholen.`,
          ),
          statusLink(view),
        ],
      });
    case 'dineIn':
      return guestEmail(view, {
        subject: `Ihre Bestellung${ticket} ist fertig`,
        heading: 'Ihre Bestellung ist fertig',
        blocks: [say('Ihre Bestellung ist fertig und wird Ihnen gleich serviert.'), statusLink(view)],
      });
  }
}

export function completedEmail(view: OrderView): RenderedEmail {
  const ticket = ticketText(view.order.ticketNumber);
  const delivered = view.order.method === 'delivery';
  const review: Block[] = view.reviewsEnabled
    ? [
        say('Wie hat es Ihnen geschmeckt? Wir freuen uns über Ihre Bewertung.'),
        statusLink(view, 'Bestellung bewerten'),
      ]
    : [];
  return guestEmail(view, {
    subject: delivered
      ? `Ihre Bestellung${ticket} wurde zugestellt`
      : `Ihre Bestellung${ticket} ist abgeschlossen`,
    heading: delivered ? 'Zugestellt' : 'Abgeschlossen',
    blocks: [
      say(
        delivered
          ? 'Ihre Bestellung wurde zugestellt. Guten Appetit!'
          : 'Ihre Bestellung ist abgeschlossen. Vielen Dank und guten Appetit!',
      ),
      ...review,
    ],
  });
}
