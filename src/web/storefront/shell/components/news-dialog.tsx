import { useEffect, useId, useMemo, useRef } from 'react';
import { useInitData } from '../../../api/init.js';
import { de } from '../../../i18n/de.js';
import { RichText } from '../../../ui/rich-text.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { newsWasShown, noteNewsShown } from '../../../lib/news-visit.js';

const NEWS_DELAY_MS = 2000;

interface NewsItem {
  type: 'text' | 'image';
  value: string;
}

// A plain guard rather than blockItemSchema: the schema module would bring zod into the first chunk.
function isNewsItem(item: unknown): item is NewsItem {
  if (typeof item !== 'object' || item === null || !('type' in item) || !('value' in item)) return false;
  return (
    (item.type === 'text' || item.type === 'image') &&
    typeof item.value === 'string' &&
    item.value.trim() !== ''
  );
}

// Mid-order (checkout, payment return, status) the news would only stand between the guest and the order.
const ORDER_PAGES = /\/checkout(\/|$)|^\/status\//;

/** The operator's 'news' block, shown once the visitor had a moment to see the page itself. */
export function NewsDialog() {
  const { '/api/blocks': blocks } = useInitData();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const news = blocks.find((block) => block.identifier === 'news' && block.isPublic);
  const items = useMemo(() => (news?.content.body ?? []).filter(isNewsItem), [news]);
  const hasItems = items.length > 0;

  useEffect(() => {
    if (!hasItems || newsWasShown()) return;
    // The news greets arriving visitors. One who already clicked or typed is busy: the dialog would take
    // the focus and swallow the next keys or clicks, so it stays closed for this visit.
    let busy = false;
    const noteActivity = () => {
      busy = true;
    };
    window.addEventListener('pointerdown', noteActivity, { capture: true, once: true });
    window.addEventListener('keydown', noteActivity, { capture: true, once: true });
    const timer = window.setTimeout(() => {
      if (busy || ORDER_PAGES.test(window.location.pathname)) return;
      dialog.current?.showModal();
      noteNewsShown();
    }, NEWS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', noteActivity, { capture: true });
      window.removeEventListener('keydown', noteActivity, { capture: true });
    };
  }, [hasItems]);

  if (!hasItems) return null;
  const link = news?.content.link;
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="dialog news-dialog"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself, not on its content, is a click on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{de.news.label}</h2>
        <button type="button" className="button button--secondary button--small" onClick={close}>
          {de.news.close}
        </button>
      </div>
      <div className="dialog__body">
        {items.map((item, index) =>
          item.type === 'text' ? (
            <RichText key={index} html={item.value} />
          ) : (
            <img key={index} className="news-dialog__image" src={item.value} alt="" loading="lazy" />
          ),
        )}
      </div>
      {link?.linkUrl ? (
        <div className="dialog__footer">
          <SmartLink className="button" to={link.linkUrl} onClick={close}>
            {link.linkLabel || de.news.defaultLink}
          </SmartLink>
        </div>
      ) : null}
    </dialog>
  );
}
