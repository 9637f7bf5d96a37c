import type { ContentLink as Link } from '../../../../domain/content/content-fields.js';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { SmartLink } from '../../../ui/smart-link.js';

interface ContentLinkProps {
  link: Link | null | undefined;
  /** The label when the operator gave none: 'Mehr erfahren' on most sections, 'Weiterlesen' on teasers. */
  fallbackLabel?: string;
  className?: string;
}

/** A section's link with its arrow on the side the operator chose; every address goes through SmartLink. */
export function ContentLink({ link, fallbackLabel = text.linkMore, className }: ContentLinkProps) {
  if (link === null || link === undefined || link.linkUrl === '') return null;
  const direction = link.linkDirection === 'left' ? 'left' : 'right';
  return (
    <SmartLink
      to={link.linkUrl}
      newTab={link.linkType === 'external'}
      className={`content-link content-link--${direction}${className === undefined ? '' : ` ${className}`}`}
    >
      {link.linkLabel || fallbackLabel}
    </SmartLink>
  );
}
