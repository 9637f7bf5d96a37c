import { contentMessages } from './messages.js';
import { TEXT_SECTION } from './sections.js';

export const siteTypes = ['default', 'custom_site'] as const;
export type SiteType = (typeof siteTypes)[number];

export type ContentProblem = { field: string; message: string };

/**
 * A 'default' page renders one rich-text body; a 'custom_site' renders its sections in order. A section
 * of the other kind would be silently left out by the storefront, so it is refused.
 */
export function siteBodyProblem(
  type: SiteType,
  body: readonly { type: string }[],
): ContentProblem | undefined {
  if (type === 'default') {
    if (body.length > 1 || (body[0] && body[0].type !== TEXT_SECTION)) {
      return { field: 'content.body', message: contentMessages.defaultSiteBody };
    }
    return undefined;
  }
  const index = body.findIndex((section) => section.type === TEXT_SECTION);
  return index < 0
    ? undefined
    : { field: `content.body.${index}.type`, message: contentMessages.sectionForSiteType };
}
