import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { paths } from '../../../paths.js';
import { useDocumentTitle } from '../../app/use-document-title.js';

/** The frame of the sign-in screens: the brand, one card, a way back to the shop. */
export function LoginLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  // A new step of the sign-in (new password, login link) is announced by moving focus to its heading;
  // the first one leaves focus where the browser puts it.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <div className="bo-login">
      <header className="bo-login__brand">
        <span>{backoffice.app.title}</span>
        <Link to={paths.home}>{backoffice.login.storefront}</Link>
      </header>
      <main id="main" className="bo-login__card">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
