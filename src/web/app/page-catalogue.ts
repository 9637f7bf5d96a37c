/**
 * A long menu's shape beyond the part a page shows: its categories in order, each with how many products
 * a guest may see. A server-rendered branch page carries it beside only the products it shows, so the
 * category bar and 'x von y' stay whole while the rest of the catalogue has not been loaded.
 */
export interface MenuOutline {
  branchId: number;
  groups: { categoryId: number; count: number }[];
}

/** What a page reports, while the server renders it, of the catalogue it shows. */
export interface PageCatalogue {
  /** The products on the page; the page's data carries only these. */
  productIds: readonly number[];
  /** The branch whose menus and tables the page's data carries (none without it). */
  branchId?: number | undefined;
  menuOutline?: MenuOutline | undefined;
}
