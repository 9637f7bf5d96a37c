import { formatClock } from './format.js';
import { html } from './html.js';
import { actionLink, emailLayout, paragraph, type RenderedEmail } from './layout.js';

export function loginLinkEmail(input: {
  shopName: string;
  name: string;
  url: string;
  expiresAt: Date;
}): RenderedEmail {
  const subject = `Ihr Anmeldelink für ${input.shopName}`;
  const greeting = input.name ? `Guten Tag ${input.name},` : 'Guten Tag,';
  const intro = `mit diesem Link melden Sie sich im Back Office von ${input.shopName} an.`;
  const validity = `Der Link gilt bis ${formatClock(input.expiresAt)} und nur für eine Anmeldung.`;
  const ignore =
    'Haben Sie keinen Anmeldelink angefordert? Dann können Sie diese E-Mail ignorieren; Ihr Konto bleibt unverändert.';
  const body = html`${paragraph(greeting)}${paragraph(intro)}${actionLink(input.url, 'Jetzt anmelden')}${paragraph(
    html`Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse: <br /><span
        style="word-break:break-all"
        >${input.url}</span
      >`,
  )}${paragraph(validity)}${paragraph(ignore)}`;
  return {
    subject,
    html: emailLayout({ subject, heading: 'Anmelden', body, shopName: input.shopName }),
    text:
      [greeting, intro, `Jetzt anmelden: ${input.url}`, validity, ignore, `--\n${input.shopName}`].join(
        '\n\n',
      ) + '\n',
  };
}
