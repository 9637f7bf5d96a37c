import { useId, useState } from 'react';
import { formatMoney } from '../../../../domain/money/format.js';
import { priceInUnit } from '../../../../domain/pricing/item-price.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';

const text = ordersDe.phone;

/** The products a branch offers now, searchable by name, each with its base price and an add button. */
export function ProductPicker({
  products,
  currency,
  onAdd,
}: {
  products: readonly Product[];
  currency: string;
  onAdd: (product: Product) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const found =
    query === '' ? products : products.filter((product) => product.name.toLowerCase().includes(query));

  if (products.length === 0) return <p className="bo-empty">{text.noMenu}</p>;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {text.search}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {found.length === 0 ? <p>{text.noMatch}</p> : null}
      <ul className="bo-phone__products">
        {found.map((product) => (
          <li key={product.id}>
            <span>{product.name}</span>
            <span className="bo-order__money">
              {formatMoney(priceInUnit(product, product.unit), currency)} / {unitLabel(product.unit)}
            </span>
            <button
              type="button"
              className="button button--small"
              aria-label={t(text.addNamed, { name: product.name })}
              onClick={() => onAdd(product)}
            >
              {text.add}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
