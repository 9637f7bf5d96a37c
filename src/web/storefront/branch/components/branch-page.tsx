import '../../../lib/zod-without-eval.js';
import './branch.css';
import '../../ordering/components/ordering.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { methodOf } from '../../../../domain/cart/cart-state.js';
import { initialParts } from '../../../../domain/cart/part-steps.js';
import { activeMenu } from '../../../../domain/catalog/active-menu.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { Allergen, Product } from '../../../../domain/schemas/catalog.js';
import { defaultAmount } from '../../../../domain/units/product-units.js';
import { hasWholeCatalogue, useInitData, useInitQuery, useWholeInit } from '../../../api/init.js';
import { useRenderFacts } from '../../../app/render-context.js';
import { NotFoundPage } from '../../../components/not-found-page.js';
import { WholeCatalogue } from '../../../components/whole-catalogue.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { useNow } from '../../../hooks/use-now.js';
import { de } from '../../../i18n/de.js';
import { trackEvent } from '../../../lib/analytics.js';
import { imageUrl } from '../../../lib/image-url.js';
import { CartPanel } from '../../ordering/components/cart-panel.js';
import { ItemOverlay } from '../../ordering/components/item-overlay.js';
import { useCart } from '../../ordering/hooks/use-cart.js';
import { pricedCart } from '../../ordering/utils/cart-lines.js';
import type { UploadedFile } from '../../ordering/utils/upload-files.js';
import { CATALOG_RELOAD_MS, useBranchMenus } from '../api/get-branch-menus.js';
import { menuGroups, withoutAllergens } from '../utils/menu-groups.js';
import { fromMenuOutline, outlineOf, productCount, toMenuOutline } from '../utils/menu-outline.js';
import { MENU_PARTS_PARAM, firstParts, isPartShort, partsFromParam } from '../utils/menu-parts.js';
import { AllergenFilter } from './allergen-filter.js';
import { AllergenLegend } from './allergen-legend.js';
import { BranchInfo } from './branch-info.js';
import { OrderingStatusNotice } from '../../capacity/ordering-status-notice.js';
import { useOrderingStatus } from '../../capacity/use-capacity.js';
import { BranchIntro } from './branch-intro.js';
import { BranchMenu } from './branch-menu.js';
import { RestaurantJsonLd } from './restaurant-json-ld.js';

/** The overlay's subject: a new item of a product, or the cart item at `index`. */
interface Editing {
  product: Product;
  item: CartItem;
  index: number | null;
}

/** How long 'Produkt zum Warenkorb hinzugefügt.' stays before the live region empties again. */
const NOTIFICATION_MS = 4000;

const NOTHING_EXCLUDED: ReadonlySet<Allergen> = new Set();

export function BranchPage() {
  const { identifier } = useParams();
  const init = useInitData();
  const { menuOutline } = useRenderFacts();
  const branch = init['/api/branches'].find((candidate) => candidate.identifier === identifier);
  if (branch === undefined) return <NotFoundPage />;
  // Keyed by branch so the allergen choice, the cart and menu state start fresh on another branch's page.
  const view = <BranchView key={branch.id} branch={branch} />;
  // A page the server rendered for another address carried none of this branch's products.
  const hasOwnPart = hasWholeCatalogue(init) || menuOutline?.branchId === branch.id;
  return hasOwnPart ? view : <WholeCatalogue>{view}</WholeCatalogue>;
}

function BranchView({ branch }: { branch: Branch }) {
  // Products and categories come with the initial data, so they reload on the catalogue's rhythm too.
  const { dataUpdatedAt } = useInitQuery({ refetchInterval: CATALOG_RELOAD_MS });
  const init = useInitData();
  const {
    '/api/config': config,
    '/api/menus': initMenus,
    '/api/categories': categories,
    '/api/products': products,
  } = init;
  // Until the rest of the catalogue is loaded, `products` holds the shown part only and the menu's shape
  // comes from the outline the server rendered it with.
  const isWhole = hasWholeCatalogue(init);
  const { menuOutline, page } = useRenderFacts();
  const now = useNow();
  const [excluded, setExcluded] = useState<ReadonlySet<Allergen>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notification, setNotification] = useState('');
  const [uploads, setUploads] = useState<ReadonlyMap<number, UploadedFile>>(new Map());
  const notificationTimer = useRef(0);
  const fromInit = useMemo(
    () => initMenus.filter((menu) => menu.branches.includes(branch.id)),
    [initMenus, branch.id],
  );
  const menus = useBranchMenus(branch.id, fromInit, dataUpdatedAt).data ?? fromInit;
  const orderingStatus = useOrderingStatus(branch.id);
  const menu = activeMenu(menus, branch.id, now);
  const groups = useMemo(
    () => (menu === undefined ? [] : menuGroups(menu, categories, products, now)),
    [menu, categories, products, now],
  );
  // The filter needs every product's allergens: it takes effect once the whole catalogue is there.
  const filtered = useMemo(
    () => withoutAllergens(groups, isWhole ? excluded : NOTHING_EXCLUDED),
    [groups, excluded, isWhole],
  );
  const wholeOutline = useMemo(
    () =>
      isWhole || menuOutline === undefined ? outlineOf(groups) : fromMenuOutline(menuOutline, categories),
    [isWhole, menuOutline, categories, groups],
  );
  const outline = useMemo(
    () => (isWhole ? outlineOf(filtered.groups) : wholeOutline),
    [isWhole, filtered.groups, wholeOutline],
  );
  const [searchParams] = useSearchParams();
  const parts = partsFromParam(searchParams.get(MENU_PARTS_PARAM));
  // Structured data describes what the page shows (a long menu's first parts), as search engines ask.
  const shownPart = useMemo(() => firstParts(groups, parts), [groups, parts]);
  const shownGroups = shownPart.groups;
  page?.setCatalogue({
    productIds: shownGroups.flatMap((group) => group.entries.map((entry) => entry.product.id)),
    branchId: branch.id,
    menuOutline: toMenuOutline(branch.id, groups),
  });
  // What may stay in the cart: the active menu's products a guest can order right now.
  const activeProducts = useMemo(
    () =>
      groups.flatMap((group) =>
        group.entries.filter((entry) => entry.isAvailable).map((entry) => entry.product),
      ),
    [groups],
  );
  const productById = useMemo(
    () => new Map(activeProducts.map((product) => [product.id, product])),
    [activeProducts],
  );
  const { cart, actions, needsWholeCatalogue } = useCart(branch, config, activeProducts, isWhole);
  const isShort = isPartShort(shownPart, parts, productCount(wholeOutline));
  useWholeInit(needsWholeCatalogue || isShort || excluded.size > 0);
  const method = methodOf(cart);
  const area =
    method === 'delivery'
      ? (branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null)
      : null;
  const { lines, totals } = useMemo(
    () => pricedCart(cart.items, productById, method, area),
    [cart.items, productById, method, area],
  );
  const image = branch.images[0];

  useDocumentMeta({
    title: branch.name,
    description: branch.description,
    image: image === undefined ? undefined : imageUrl(image, 'medium'),
  });

  useEffect(() => () => window.clearTimeout(notificationTimer.current), []);

  const startAdding = useCallback((product: Product) => {
    // Paired with 'item-overlay-open' so a benchmark can read how long the overlay takes to appear.
    performance.mark('item-overlay-click');
    setEditing({
      product,
      index: null,
      item: { productId: product.id, ...defaultAmount(product), parts: initialParts(product) },
    });
  }, []);

  const save = (item: CartItem) => {
    if (editing === null) return;
    if (editing.index === null) {
      actions.add(item, editing.product);
      trackEvent('add_to_cart', {
        branch: branch.identifier,
        productId: editing.product.id,
        product: editing.product.name,
        amount: item.amount,
        unit: item.unit,
      });
      setNotification(de.ordering.added);
      window.clearTimeout(notificationTimer.current);
      notificationTimer.current = window.setTimeout(() => setNotification(''), NOTIFICATION_MS);
    } else {
      actions.replace(editing.index, item, editing.product);
    }
  };

  return (
    <div className="branch-page container">
      <BranchIntro branch={branch} now={now} />
      <OrderingStatusNotice status={orderingStatus} />
      <div className="branch-page__layout">
        <div className="branch-page__side">
          <AllergenFilter excluded={excluded} hidden={filtered.hidden} onChange={setExcluded} />
          <CartPanel
            branch={branch}
            cart={cart}
            lines={lines}
            totals={totals}
            currency={config.currency}
            now={now}
            actions={actions}
            notification={notification}
            onEdit={(line) => setEditing({ product: line.product, item: line.entry, index: line.index })}
          />
        </div>
        <div className="branch-page__menu">
          <BranchMenu
            hasMenu={wholeOutline.length > 0}
            groups={filtered.groups}
            outline={outline}
            currency={config.currency}
            hasCategoryBar={config.enablePluginCategoryBar}
            parts={parts}
            onAdd={startAdding}
          />
        </div>
        <div className="branch-page__info">
          <BranchInfo branch={branch} />
        </div>
        <div className="branch-page__legend">
          <AllergenLegend />
        </div>
      </div>
      {editing === null ? null : (
        <ItemOverlay
          key={`${editing.product.id}-${editing.index ?? 'new'}`}
          product={editing.product}
          initial={editing.item}
          isEditing={editing.index !== null}
          currency={config.currency}
          uploads={uploads}
          onUploaded={(file) => setUploads((current) => new Map(current).set(file.id, file))}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <RestaurantJsonLd branch={branch} groups={shownGroups} currency={config.currency} />
    </div>
  );
}
