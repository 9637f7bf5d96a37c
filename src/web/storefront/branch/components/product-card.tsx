import { Fragment, memo } from 'react';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { unitPriceText } from '../../ordering/utils/price-text.js';
import type { MenuEntry } from '../utils/menu-groups.js';

interface ProductCardProps {
  /** The card's element id, when a link leads to it. */
  id?: string;
  entry: MenuEntry;
  currency: string;
  onAdd: (product: Product) => void;
}

/**
 * Drawn again only when its product or availability changes: a long menu re-renders often around its
 * cards, and each time the clock moves (hydration's end included) its groups and entries are new objects.
 */
export const ProductCard = memo(function ProductCard({ id, entry, currency, onAdd }: ProductCardProps) {
  const { product, isAvailable } = entry;
  const isConfigurable = product.type === 'configurable' && product.config.parts.length > 0;
  const image = product.images[0];
  return (
    <li id={id} className="product-card" data-unavailable={!isAvailable}>
      <div className="product-card__text">
        <h4 className="product-card__name">{product.name}</h4>
        {product.description ? <p className="product-card__description">{product.description}</p> : null}
        {product.isPriceHidden ? null : (
          <p className="product-card__price">{unitPriceText(product, currency)}</p>
        )}
        {product.allergens.length === 0 ? null : (
          <p className="product-card__allergens">
            {`${de.branchPage.allergensLabel} `}
            {product.allergens.map((letter, index) => (
              <Fragment key={letter}>
                {index > 0 ? ', ' : null}
                <abbr title={de.allergenNames[letter]}>{letter}</abbr>
              </Fragment>
            ))}
          </p>
        )}
        {isAvailable ? (
          <button
            type="button"
            className="button button--small product-card__add"
            onClick={() => onAdd(product)}
          >
            {isConfigurable ? de.ordering.configure : de.ordering.addToCart}
            <span className="visually-hidden">{`: ${product.name}`}</span>
          </button>
        ) : (
          <p className="product-card__unavailable">{de.branchPage.unavailable}</p>
        )}
      </div>
      {image === undefined ? null : (
        <ResponsiveImage
          className="product-card__image"
          image={image}
          alt={image.alt}
          sizes="(min-width: 720px) 160px, 96px"
        />
      )}
    </li>
  );
}, isSameCard);

function isSameCard(before: ProductCardProps, after: ProductCardProps): boolean {
  return (
    before.id === after.id &&
    before.currency === after.currency &&
    before.onAdd === after.onAdd &&
    before.entry.product === after.entry.product &&
    before.entry.isAvailable === after.entry.isAvailable
  );
}
