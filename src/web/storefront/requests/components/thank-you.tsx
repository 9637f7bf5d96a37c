import { useEffect, useRef } from 'react';
import { RichText } from '../../../ui/rich-text.js';
import { SmartLink } from '../../../ui/smart-link.js';

/**
 * Replaces a sent form: the content's text (and icon) or the default text; takes the focus so it is read.
 * Where it replaces a whole page (the breakfast request), it brings the page's heading and a way on.
 */
export function ThankYou({
  html,
  icon,
  fallback,
  title,
  onward,
}: {
  html: string;
  icon?: string;
  fallback: string;
  title?: string;
  onward?: { to: string; label: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className="container request-thank-you" tabIndex={-1} role="status">
      {icon ? (
        <span className="request-thank-you__icon" aria-hidden="true">
          {icon === 'check' ? '✓' : '★'}
        </span>
      ) : null}
      {title === undefined ? null : <h1 className="request-thank-you__title">{title}</h1>}
      {html ? <RichText html={html} /> : <p>{fallback}</p>}
      {onward === undefined ? null : (
        <p>
          <SmartLink to={onward.to} className="button">
            {onward.label}
          </SmartLink>
        </p>
      )}
    </div>
  );
}
