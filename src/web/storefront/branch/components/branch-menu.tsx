import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Category, Product } from '../../../../domain/schemas/catalog.js';
import { KEEP_SCROLL } from '../../../app/scroll-plan.js';
import { de } from '../../../i18n/de.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { CategoryBar, groupId, groupTitleId, scrollToGroup } from '../../ordering/components/category-bar.js';
import type { MenuGroup } from '../utils/menu-groups.js';
import { productCount, type OutlineEntry } from '../utils/menu-outline.js';
import {
  MENU_PARTS_PARAM,
  MENU_PART_SIZE,
  firstParts,
  isPartShort,
  partsToReach,
} from '../utils/menu-parts.js';
import { MenuMore } from './menu-more.js';
import { ProductCard } from './product-card.js';

interface BranchMenuProps {
  /** Whether the branch serves anything right now, before the allergen filter. */
  hasMenu: boolean;
  /** The menu's groups in order: at least as many products as the shown parts hold. */
  groups: readonly MenuGroup[];
  /** Every category of the menu with its count, also where `groups` holds only the shown part. */
  outline: readonly OutlineEntry[];
  currency: string;
  hasCategoryBar: boolean;
  /** How many parts of a long menu are shown (menu-parts.ts). */
  parts: number;
  onAdd: (product: Product) => void;
}

/** What the menu does once the next part is on the page. */
type AfterShowing = { scrollTo: Category } | { focusProduct: number };

const partAnchor = (part: number) => `teil-${part}`;

export function BranchMenu({
  hasMenu,
  groups,
  outline,
  currency,
  hasCategoryBar,
  parts,
  onAdd,
}: BranchMenuProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const part = useMemo(() => firstParts(groups, parts), [groups, parts]);
  const total = useMemo(() => productCount(outline), [outline]);
  // Where the last part starts: a guest without the script who followed the link lands there.
  const partStartId = useMemo(
    () =>
      parts > 1
        ? part.groups.flatMap((group) => group.entries)[(parts - 1) * MENU_PART_SIZE]?.product.id
        : undefined,
    [part, parts],
  );
  const menuRef = useRef<HTMLDivElement>(null);
  const afterShowing = useRef<AfterShowing | null>(null);

  const partsHref = useCallback(
    (count: number, hash = '') => {
      const params = new URLSearchParams(searchParams);
      if (count > 1) params.set(MENU_PARTS_PARAM, String(count));
      else params.delete(MENU_PARTS_PARAM);
      const query = params.toString();
      return `${query === '' ? '' : `?${query}`}${hash}`;
    },
    [searchParams],
  );
  // The shown parts live in the address, so going back to the menu (from the checkout, say) shows as
  // much as before and the browser can restore the scroll position.
  const showParts = useCallback(
    (count: number, then: AfterShowing | null) => {
      afterShowing.current = then;
      void navigate(partsHref(count), { replace: true, state: KEEP_SCROLL });
    },
    [navigate, partsHref],
  );
  // How many products were shown when the link got focus: parts added while it had focus came in above
  // it, and a keyboard user goes on with the first of those.
  const shownAtFocus = useRef<number | null>(null);
  const showMore = useCallback(
    (wasChosen: boolean) =>
      showParts(parts + 1, wasChosen ? { focusProduct: shownAtFocus.current ?? part.shown } : null),
    [showParts, parts, part.shown],
  );
  const onFocusChange = useCallback(
    (hasFocus: boolean) => {
      shownAtFocus.current = hasFocus ? part.shown : null;
    },
    [part.shown],
  );

  useLayoutEffect(() => {
    const then = afterShowing.current;
    if (then === null) return;
    if ('scrollTo' in then) {
      if (document.getElementById(groupId(then.scrollTo)) === null) return;
      scrollToGroup(then.scrollTo);
    } else {
      // A keyboard user goes on with the first product that was added, not back at the link below it.
      const title = menuRef.current?.querySelectorAll<HTMLElement>('.product-card__name')[then.focusProduct];
      if (title === undefined) return;
      title.tabIndex = -1;
      title.focus();
    }
    afterShowing.current = null;
  }, [part]);

  if (!hasMenu) return <p className="notice">{de.branchPage.noMenu}</p>;
  if (outline.length === 0) return <p className="notice">{de.branchPage.nothingLeft}</p>;
  return (
    <div className="branch-menu" ref={menuRef}>
      <h2 className="visually-hidden">{de.branchPage.menu}</h2>
      {hasCategoryBar ? (
        <CategoryBar
          categories={outline.map((entry) => entry.category)}
          hrefOf={(category) => {
            const needed = partsToReach(outline, category.id);
            return needed > parts ? partsHref(needed, `#${groupId(category)}`) : `#${groupId(category)}`;
          }}
          onReveal={(category) => showParts(partsToReach(outline, category.id), { scrollTo: category })}
        />
      ) : null}
      {part.groups.map(({ category, entries }) => (
        <section
          key={category.id}
          id={groupId(category)}
          className="menu-group"
          aria-labelledby={groupTitleId(category)}
        >
          {category.image === null ? null : (
            <ResponsiveImage
              className="menu-group__image"
              image={category.image}
              alt=""
              sizes="(min-width: 1600px) 900px, (min-width: 1024px) 62vw, 100vw"
            />
          )}
          {/* Focusable from script only, so the category bar can move keyboard focus to the group. */}
          <h3 id={groupTitleId(category)} className="menu-group__title" tabIndex={-1}>
            {category.name}
          </h3>
          {category.description ? <p>{category.description}</p> : null}
          <ul className="menu-group__products">
            {entries.map((entry) => (
              <ProductCard
                key={entry.product.id}
                id={entry.product.id === partStartId ? partAnchor(parts) : undefined}
                entry={entry}
                currency={currency}
                onAdd={onAdd}
              />
            ))}
          </ul>
        </section>
      ))}
      {part.shown < total ? (
        <MenuMore
          shown={part.shown}
          total={total}
          href={partsHref(parts + 1, `#${partAnchor(parts + 1)}`)}
          onShowMore={showMore}
          onFocusChange={onFocusChange}
          isPending={isPartShort(part, parts, total)}
        />
      ) : null}
    </div>
  );
}
