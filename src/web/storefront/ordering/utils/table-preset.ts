import { TABLE_PARAM } from '../../../../domain/tables/table-link.js';
import { readStored, writeStored } from './session-store.js';

const session = () => window.sessionStorage;
const tableKey = (branchIdentifier: string): string => `cart-table:${branchIdentifier}`;

/**
 * A table's QR code opens `/store/{branch}?table={identifier}`: the table is kept for this tab, so the
 * checkout can preselect it after the guest browsed the menu. Answers whether the address carried one.
 */
export function takeTableFromLink(branchIdentifier: string, search: string): boolean {
  const table = new URLSearchParams(search).get(TABLE_PARAM)?.trim();
  if (!table) return false;
  writeStored(session, tableKey(branchIdentifier), table);
  return true;
}

/** The table a link preset in this tab, when it is one of the branch's tables. */
export function presetTable(branchIdentifier: string, tables: readonly string[]): string | null {
  const stored = readStored(session, tableKey(branchIdentifier));
  return typeof stored === 'string' && tables.includes(stored) ? stored : null;
}
