import { useMemo } from 'react';
import type { Category } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { prefersReducedMotion } from '../../shell/utils/reduced-motion.js';
import { useActiveCategory } from '../hooks/use-active-category.js';

export const groupId = (category: Pick<Category, 'id'>): string => `group-${category.id}`;
export const groupTitleId = (category: Pick<Category, 'id'>): string => `category-${category.id}`;

/** Scrolls the category's group to the top and moves keyboard focus to its title. */
export function scrollToGroup(category: Pick<Category, 'id'>): void {
  document.getElementById(groupId(category))?.scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  document.getElementById(groupTitleId(category))?.focus({ preventScroll: true });
}

interface CategoryBarProps {
  categories: readonly Category[];
  /** Where a category's link leads without a script; a long menu shows later groups on a later part. */
  hrefOf?: (category: Category) => string;
  /** Asked to show a group that is not on the page yet (a later part of a long menu), instead of scrolling. */
  onReveal?: (category: Category) => void;
}

/** Sticks to the top while the menu scrolls and marks the category being read. */
export function CategoryBar({ categories, hrefOf, onReveal }: CategoryBarProps) {
  // Keyed by the ids, so a re-render with equal categories keeps the scroll listener.
  const key = categories.map((category) => category.id).join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',').map((id) => `group-${id}`)), [key]);
  const active = useActiveCategory(ids);
  return (
    <nav className="category-bar" aria-label={de.ordering.categories}>
      <ul className="category-bar__list">
        {categories.map((category) => {
          const id = groupId(category);
          return (
            <li key={category.id}>
              <a
                className="category-bar__link"
                href={hrefOf?.(category) ?? `#${id}`}
                aria-current={active === id ? 'true' : undefined}
                onClick={(event) => {
                  // Scrolled here rather than by the router, which would treat the hash as a navigation.
                  event.preventDefault();
                  if (document.getElementById(id) === null && onReveal !== undefined) onReveal(category);
                  else scrollToGroup(category);
                }}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
