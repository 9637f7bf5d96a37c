import type { Product } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { CategoryBar, groupId, groupTitleId } from '../../ordering/components/category-bar.js';
import type { MenuGroup } from '../utils/menu-groups.js';
import { ProductCard } from './product-card.js';

interface BranchMenuProps {
  /** Whether the branch serves anything right now, before the allergen filter. */
  hasMenu: boolean;
  groups: readonly MenuGroup[];
  currency: string;
  hasCategoryBar: boolean;
  onAdd: (product: Product) => void;
}

export function BranchMenu({ hasMenu, groups, currency, hasCategoryBar, onAdd }: BranchMenuProps) {
  if (!hasMenu) return <p className="notice">{de.branchPage.noMenu}</p>;
  if (groups.length === 0) return <p className="notice">{de.branchPage.nothingLeft}</p>;
  return (
    <div className="branch-menu">
      <h2 className="visually-hidden">{de.branchPage.menu}</h2>
      {hasCategoryBar ? <CategoryBar categories={groups.map((group) => group.category)} /> : null}
      {groups.map(({ category, entries }) => (
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
              <ProductCard key={entry.product.id} entry={entry} currency={currency} onAdd={onAdd} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
