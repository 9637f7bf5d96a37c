import type { IssuedApiKey } from '../../../../domain/schemas/entities/device.js';
import type { BoardKind } from '../../../../domain/branches/board-kind.js';
import { apiPost } from '../../../api/client.js';

export type { BoardKind };

/** A new key for the branch's front-desk or back-office board, readable this once (ADR 009). */
export function issueBoardKey(branchId: number, kind: BoardKind): Promise<IssuedApiKey> {
  return apiPost<IssuedApiKey>(`/api/branches/${branchId}/api-keys/${kind}`, {});
}
