/** The query parameter of a table's link: `/store/{branch}?table={identifier}` presets dine-in at it. */
export const TABLE_PARAM = 'table';

/** The address a table's QR code opens: the branch's page with the table preset. */
export function tableLink(origin: string, branchIdentifier: string, tableIdentifier: string): string {
  const url = new URL(`/store/${encodeURIComponent(branchIdentifier)}`, origin);
  url.searchParams.set(TABLE_PARAM, tableIdentifier);
  return url.href;
}

export const tableCodeLayouts = ['page', 'sheet'] as const;
export type TableCodeLayout = (typeof tableCodeLayouts)[number];

/** A sheet holds 3 by 4 codes: each still 5 cm wide, readable from a seat across the table. */
export const SHEET_GRID = { rows: 4, columns: 3 } as const;
