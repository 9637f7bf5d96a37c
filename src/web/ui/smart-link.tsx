import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { de } from '../i18n/de.js';
import { isExternalUrl } from '../lib/links.js';

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** Opens in a new tab even for an address of this shop (a content link the operator marked external). */
  newTab?: boolean;
}

/** A router link for our own pages; other addresses open in a new tab and say so to screen readers. */
export function SmartLink({ to, children, className, onClick, newTab = false }: SmartLinkProps) {
  if (isExternalUrl(to) || (newTab && !/^(mailto|tel):/i.test(to))) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="visually-hidden"> {de.app.newTab}</span>
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(to)) {
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
