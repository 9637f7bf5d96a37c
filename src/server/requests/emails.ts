import { formatDateTime } from '../messaging/index.js';
import { html, multiline, type SafeHtml } from '../messaging/index.js';
import { emailLayout, paragraph, type RenderedEmail } from '../messaging/index.js';
import type { RequestKind } from '../../domain/requests/forms.js';

/** What a request mail is written from: the request as the guest sent it. */
export type RequestMailView = {
  id: number;
  kind: RequestKind;
  shopName: string;
  branchName: string;
  name: string;
  phone: string;
  email: string;
  comment: string;
  appointment: Date | null;
  /** One line per group or plate, e.g. '2 x Erwachsene: Wiener Frühstück, Veganes Frühstück'. */
  lines: string[];
};

const kindLabel = (kind: RequestKind) => (kind === 'breakfast' ? 'Frühstücksanfrage' : 'Kontaktanfrage');

function detailLines(view: RequestMailView): string[] {
  return [
    view.appointment ? `Termin: ${formatDateTime(view.appointment)}` : null,
    ...view.lines,
    `Name: ${view.name}`,
    `Telefon: ${view.phone}`,
    `E-Mail: ${view.email}`,
    view.comment ? `Anmerkung: ${view.comment}` : null,
  ].filter((line): line is string => line !== null);
}

function render(
  view: RequestMailView,
  subject: string,
  heading: string,
  paragraphs: string[],
): RenderedEmail {
  const details = detailLines(view);
  const body: SafeHtml = html`${paragraphs.map((text) => paragraph(multiline(text)))}${paragraph(
    multiline(details.join('\n')),
  )}`;
  return {
    subject,
    html: emailLayout({ subject, heading, body, shopName: view.shopName }),
    text:
      [...paragraphs, details.join('\n'), `--\n${view.shopName} · ${view.branchName}`].join('\n\n') + '\n',
  };
}

/** To the guest: the request arrived and is waiting for the branch's answer. */
export function requestReceivedEmail(view: RequestMailView): RenderedEmail {
  const greeting = `Guten Tag ${view.name},`;
  const intro =
    view.kind === 'breakfast'
      ? `vielen Dank für Ihre Frühstücksanfrage bei ${view.branchName}. Wir prüfen sie und bestätigen sie Ihnen per E-Mail.`
      : `vielen Dank für Ihre Nachricht an ${view.branchName}. Wir melden uns schnellstmöglich bei Ihnen.`;
  return render(view, `Ihre ${kindLabel(view.kind)} bei ${view.shopName}`, 'Anfrage erhalten', [
    greeting,
    intro,
  ]);
}

/** To the branch: a new request to answer in the back office. */
export function branchNewRequestEmail(view: RequestMailView): RenderedEmail {
  return render(view, `Neue ${kindLabel(view.kind)} Nr. ${view.id}`, `Neue ${kindLabel(view.kind)}`, [
    `${view.name} hat eine ${kindLabel(view.kind)} gesendet. Bitte beantworten Sie sie im Back Office unter „Anfragen“.`,
  ]);
}

/** To the guest: the branch's answer, with its own words. */
export function requestAnsweredEmail(
  view: RequestMailView,
  answer: 'confirmed' | 'declined',
  message: string,
): RenderedEmail {
  const confirmed = answer === 'confirmed';
  const subject = `Ihre ${kindLabel(view.kind)} wurde ${confirmed ? 'bestätigt' : 'abgelehnt'}`;
  const intro = confirmed
    ? `gerne bestätigen wir Ihre ${kindLabel(view.kind)} bei ${view.branchName}.`
    : `leider können wir Ihre ${kindLabel(view.kind)} bei ${view.branchName} nicht annehmen.`;
  return render(view, subject, confirmed ? 'Anfrage bestätigt' : 'Anfrage abgelehnt', [
    `Guten Tag ${view.name},`,
    intro,
    ...(message ? [message] : []),
  ]);
}
