import { useMemo } from 'react';
import type { Category } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { useActiveCategory } from '../hooks/use-active-category.js';

export const groupId = (category: Pick<Category, 'id'>): string => `group-${category.id}`;
export const groupTitleId = (category: Pick<Category, 'id'>): string => `category-${category.id}`;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sticks to the top while the menu scrolls and marks the category being read. */
export function CategoryBar({ categories }: { categories: readonly Category[] }) {
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
                href={`#${id}`}
                aria-current={active === id ? 'true' : undefined}
                onClick={(event) => {
                  // Scrolled here rather than by the router, which would treat the hash as a navigation.
                  event.preventDefault();
                  document.getElementById(id)?.scrollIntoView({
                    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
                    block: 'start',
                  });
                  document.getElementById(groupTitleId(category))?.focus({ preventScroll: true });
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
