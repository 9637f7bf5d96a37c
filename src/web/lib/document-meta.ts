/** A page's title and the tags of the head that describe it, the same on the server and in the browser. */
export interface DocumentMetaTags {
  title: string;
  canonical: string;
  /** `name` or `property` meta tags in the order they are written. */
  tags: { attribute: 'name' | 'property'; key: string; content: string }[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of back-office HTML for a description: tags dropped, entities read, spaces folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return entities[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function documentMetaTags(input: {
  title: string;
  description: string;
  siteName: string;
  url: string;
  image: string | undefined;
}): DocumentMetaTags {
  const { title, description, siteName, url, image } = input;
  const tags: DocumentMetaTags['tags'] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:locale', content: 'de_AT' },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: url },
    {
      attribute: 'name',
      key: 'twitter:card',
      content: image === undefined ? 'summary' : 'summary_large_image',
    },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
    { attribute: 'name', key: 'twitter:url', content: url },
  ];
  if (image !== undefined) {
    tags.push({ attribute: 'property', key: 'og:image', content: image });
    tags.push({ attribute: 'name', key: 'twitter:image', content: image });
  }
  return { title, canonical: url, tags };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The tags as HTML for the server's head. */
export function documentMetaHtml(meta: DocumentMetaTags): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...meta.tags.map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
    ),
  ].join('\n    ');
}
