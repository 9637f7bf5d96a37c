import { de } from '../../../i18n/de.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import type { MenuGroup } from '../utils/menu-groups.js';
import { ProductCard } from './product-card.js';

interface BranchMenuProps {
  /** Whether the branch serves anything right now, before the allergen filter. */
  hasMenu: boolean;
  groups: readonly MenuGroup[];
  currency: string;
}

export function BranchMenu({ hasMenu, groups, currency }: BranchMenuProps) {
  if (!hasMenu) return <p className="notice">{de.branchPage.noMenu}</p>;
  if (groups.length === 0) return <p className="notice">{de.branchPage.nothingLeft}</p>;
  return (
    <div className="branch-menu">
      <h2 className="visually-hidden">{de.branchPage.menu}</h2>
      {groups.map(({ category, entries }) => (
        <section key={category.id} className="menu-group" aria-labelledby={`category-${category.id}`}>
          {category.image === null ? null : (
            <ResponsiveImage
              className="menu-group__image"
              image={category.image}
              alt=""
              sizes="(min-width: 1600px) 900px, (min-width: 1024px) 62vw, 100vw"
            />
          )}
          <h3 id={`category-${category.id}`} className="menu-group__title">
            {category.name}
          </h3>
          {category.description ? <p>{category.description}</p> : null}
          <ul className="menu-group__products">
            {entries.map((entry) => (
              <ProductCard key={entry.product.id} entry={entry} currency={currency} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
