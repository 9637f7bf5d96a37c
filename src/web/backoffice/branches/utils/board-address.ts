import { paths } from '../../../paths.js';
import type { BoardKind } from '../api/issue-board-key.js';

/** Where a board opens with its key: the address to type into the tablet that shows it. */
export function boardAddress(origin: string, branchId: number, kind: BoardKind, apiKey: string): string {
  const path =
    kind === 'frontdesk' ? paths.frontdesk(branchId, apiKey) : paths.backofficeBoard(branchId, apiKey);
  return `${origin}${path}`;
}
