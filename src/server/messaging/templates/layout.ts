import { branchTitle } from './format.js';
import { html, renderHtml, type SafeHtml } from './html.js';
import type { BranchView } from './order-view.js';

export type RenderedEmail = { subject: string; html: string; text: string };
export type RenderedSms = { text: string };

const text = '#313131';

/** The same frame around every mail: the heading, the body, and who sent it. */
export function emailLayout(input: {
  subject: string;
  heading: string;
  body: SafeHtml;
  shopName: string;
  branch?: BranchView | undefined;
}): string {
  const footer = input.branch
    ? branchFooterHtml({ shopName: input.shopName, branch: input.branch })
    : html`${input.shopName}`;
  return `<!doctype html>\n${renderHtml(
    html`<html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${input.subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f4f4;color:${text};font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border:1px solid #d0d0d0"
              >
                <tr>
                  <td style="padding:24px">
                    <h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#000000">
                      ${input.heading}
                    </h1>
                    ${input.body}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid #d0d0d0;font-size:14px;color:${text}">
                    ${footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`,
  )}`;
}

export function paragraph(content: SafeHtml | string): SafeHtml {
  return html`<p style="margin:0 0 16px">${content}</p>`;
}

/** Only web, mail and phone links: a stored address like 'javascript:…' stays inert text. */
export function link(href: string, label: string): SafeHtml {
  if (!/^(https?:|mailto:|tel:)/i.test(href)) return html`${label}`;
  return html`<a href="${href}" style="color:#000000;text-decoration:underline">${label}</a>`;
}

/** A button-like link that is still a plain link for screen readers and text-only clients. */
export function actionLink(href: string, label: string): SafeHtml {
  return html`<p style="margin:0 0 16px">
    <a
      href="${href}"
      style="display:inline-block;padding:12px 20px;background:#000000;color:#ffffff;text-decoration:none;font-weight:bold"
      >${label}</a
    >
  </p>`;
}

export function branchAddress(branch: BranchView): string {
  return [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

type Sender = { shopName: string; branch: BranchView };

function branchFooterHtml(sender: Sender): SafeHtml {
  const { branch } = sender;
  const address = branchAddress(branch);
  return html`<strong>${branchTitle(sender)}</strong>${address ? html`<br />${address}` : ''}${
      branch.phone
        ? html`<br />Telefon: ${link(`tel:${branch.phone.replace(/\s+/g, '')}`, branch.phone)}`
        : ''
    }${branch.email ? html`<br />E-Mail: ${link(`mailto:${branch.email}`, branch.email)}` : ''}${
      branch.website ? html`<br />${link(branch.website, branch.website)}` : ''
    }`;
}

export function branchFooterText(sender: Sender): string {
  const { branch } = sender;
  return [
    '--',
    branchTitle(sender),
    branchAddress(branch),
    branch.phone ? `Telefon: ${branch.phone}` : '',
    branch.email ? `E-Mail: ${branch.email}` : '',
    branch.website ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}
