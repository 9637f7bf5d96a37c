import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'small',
    'sup',
    'sub',
    'hr',
    'abbr',
    'address',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['scope'],
    td: ['colspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Links that leave the site open in a new tab without handing it our window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text from the back office is HTML; only this allow-list ever reaches a visitor's browser. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
