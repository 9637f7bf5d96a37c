import type { ContentLink as Link } from '../../../../domain/content/content-fields.js';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { SmartLink } from '../../../ui/smart-link.js';

interface ContentLinkProps {
  link: Link | null | undefined;
  /** The label when the operator gave none: 'Mehr erfahren' on most sections, 'Weiterlesen' on teasers. */
  fallbackLabel?: string;
  /** What the link is about (the teaser's or section's title): a label such as 'Weiterlesen' says nothing
   * on its own to a screen reader's link list or a search engine, so the title follows it, unseen. */
  subject?: string;
  className?: string;
}

/** A section's link with its arrow on the side the operator chose; every address goes through SmartLink. */
export function ContentLink({
  link,
  fallbackLabel = text.linkMore,
  subject = '',
  className,
}: ContentLinkProps) {
  if (link === null || link === undefined || link.linkUrl === '') return null;
  const direction = link.linkDirection === 'left' ? 'left' : 'right';
  return (
    <SmartLink
      to={link.linkUrl}
      newTab={link.linkType === 'external'}
      className={`content-link content-link--${direction}${className === undefined ? '' : ` ${className}`}`}
    >
      {link.linkLabel || fallbackLabel}
      {subject === '' ? null : <span className="visually-hidden">: {subject}</span>}
    </SmartLink>
  );
}
