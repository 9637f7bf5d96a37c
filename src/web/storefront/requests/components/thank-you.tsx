import { useEffect, useRef } from 'react';
import { RichText } from '../../../ui/rich-text.js';

/** Replaces a sent form: the content's text (and icon) or the default text; takes the focus so it is read. */
export function ThankYou({ html, icon, fallback }: { html: string; icon?: string; fallback: string }) {
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
      {html ? <RichText html={html} /> : <p>{fallback}</p>}
    </div>
  );
}
