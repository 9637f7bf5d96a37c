import { useEffect, useRef } from 'react';
import { formatNumber } from '../../../../domain/money/format.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';

interface MenuMoreProps {
  shown: number;
  total: number;
  /** The page with one part more, for a browser without the script. */
  href: string;
  /** Shows the next part; `wasChosen` when the guest chose the link (then focus goes to the new products). */
  onShowMore: (wasChosen: boolean) => void;
  /** The link got or lost keyboard focus (focusing it scrolls it near, which adds a part by itself). */
  onFocusChange: (hasFocus: boolean) => void;
  /** The part asked for last is still loading: no further part is asked for until it is there. */
  isPending: boolean;
}

/** How far below the screen the end of the shown part may be before the next part is added. */
const AHEAD = '0px 0px 150% 0px';

/**
 * The end of the part of a long menu that is on the page: how much is shown and a link to the rest. A
 * guest who scrolls towards it gets the next part before reaching it.
 */
export function MenuMore({ shown, total, href, onShowMore, onFocusChange, isPending }: MenuMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element === null || isPending || typeof IntersectionObserver === 'undefined') return;
    // Built again for each part, so a screen that still reaches the end after one part asks for another.
    const observer = new IntersectionObserver(
      (entries) => {
        // A keyboard user on the link chooses: parts added now would push it away under the focus, and
        // the last part would remove it and drop the focus to the page.
        if (link.current?.matches(':focus-visible')) return;
        if (entries.some((entry) => entry.isIntersecting)) onShowMore(false);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onShowMore, shown, isPending]);

  return (
    <div ref={ref} className="menu-more" aria-busy={isPending}>
      <p role="status" className="menu-more__status">
        {t(de.branchPage.shownOf, { shown: formatNumber(shown), total: formatNumber(total) })}
      </p>
      <a
        ref={link}
        className="button button--secondary"
        href={href}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        onClick={(event) => {
          event.preventDefault();
          if (!isPending) onShowMore(true);
        }}
      >
        {de.branchPage.showMore}
      </a>
    </div>
  );
}
