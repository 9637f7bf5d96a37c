import { useEffect, useState } from 'react';
import type { MenuBoard } from '../../../domain/signage/menu-board.js';
import { signageTexts as texts } from '../../i18n/signage.js';
import { unitPriceText } from '../../storefront/ordering/utils/price-text.js';

/**
 * While a menu board is on screen it asks again this often, so a product marked sold out leaves the
 * TV within seconds; between its turns the board costs nothing.
 */
export const MENU_BOARD_REFRESH_MS = 10_000;

/** The last board each segment showed, so a TV that loses the network keeps showing its menu. */
const lastBoards = new Map<number, MenuBoard>();

function priceText(product: MenuBoard['categories'][number]['products'][number], currency: string) {
  return product.price === null ? null : unitPriceText({ ...product, price: product.price }, currency);
}

type Props = { segmentId: number; title: string; load: (segmentId: number) => Promise<MenuBoard> };

/** The menu on a TV: categories in the menu's order, each product with its price; sold-out ones left out. */
export function MenuBoardView({ segmentId, title, load }: Props) {
  const [board, setBoard] = useState<MenuBoard | undefined>(() => lastBoards.get(segmentId));
  useEffect(() => {
    let live = true;
    const refresh = () =>
      load(segmentId).then(
        (next) => {
          lastBoards.set(segmentId, next);
          if (live) setBoard(next);
        },
        // Offline: the board keeps what it showed until the server answers again.
        () => undefined,
      );
    void refresh();
    const timer = setInterval(() => void refresh(), MENU_BOARD_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [segmentId, load]);

  // The segment's own title wins; else the menu's name, as guests know it from the storefront.
  const heading = title || board?.menu?.name || texts.menuTitle;
  return (
    <div className="signage-menu">
      <h1>{heading}</h1>
      {board === undefined ? (
        <p>{texts.loading}</p>
      ) : board.categories.length === 0 ? (
        <p>{texts.menuEmpty}</p>
      ) : (
        <div className="signage-menu__categories">
          {board.categories.map((category) => (
            <section key={category.id} aria-labelledby={`signage-menu-${category.id}`}>
              <h2 id={`signage-menu-${category.id}`}>{category.name}</h2>
              <ul>
                {category.products.map((product) => (
                  <li key={product.id}>
                    <span className="signage-menu__name">{product.name}</span>
                    <span className="signage-menu__price">{priceText(product, board.currency)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
