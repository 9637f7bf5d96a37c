import type { LiveList } from '../../../domain/order-board/live-list.js';
import type { FailedPrintJob, PrintJobSummary } from '../../../domain/schemas/device-protocol.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { ApiError } from '../../api/client.js';
import { statusBody, type OrderCommands } from './order-commands.js';

export type BoardKind = 'frontdesk' | 'backoffice';

/**
 * A board has no session: its branch id and key are its credentials. A 401 here means a wrong or
 * rotated key, which the board shows itself, instead of the signed-in client's trip to the login.
 */
async function sendForBody(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ data: unknown; meta?: unknown }> {
  const response = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    credentials: 'omit',
    cache: 'no-store',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }
  if (typeof payload !== 'object' || payload === null || !('data' in payload))
    throw new ApiError(response.status, []);
  return payload as { data: unknown; meta?: unknown };
}

export async function send<Data>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Data> {
  return (await sendForBody(method, path, body, signal)).data as Data;
}

export interface BoardApi {
  queryKey: readonly unknown[];
  eventsPath: string;
  /** The current orders and the branch version they hold (the event stream goes on from there). */
  list(signal?: AbortSignal): Promise<LiveList>;
  commands: OrderCommands;
  /** Receipts that failed for good on the branch's printers, and printing one again. */
  failedReceipts(signal?: AbortSignal): Promise<FailedPrintJob[]>;
  retryReceipt(id: number): Promise<PrintJobSummary>;
}

export function boardApi(kind: BoardKind, branchId: string, apiKey: string): BoardApi {
  const base = `/api/orders/${kind}/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`;
  const order = (id: number) => `${base}/orders/${id}`;
  return {
    queryKey: ['board', kind, branchId, apiKey],
    eventsPath: `${base}/events`,
    list: async (signal) => {
      const body = await sendForBody('GET', base, undefined, signal);
      const meta = body.meta as { versions: Record<string, number> } | undefined;
      return { orders: body.data as StaffOrder[], versions: meta?.versions ?? {} };
    },
    commands: {
      status: (id, action, message) =>
        send<StaffOrder>('POST', `${order(id)}/status/${action}`, statusBody(action, message)),
      propose: (id, counterAppointment) =>
        send<StaffOrder>('POST', `${order(id)}/counter-appointment`, { counterAppointment }),
      acknowledge: (id) => send<StaffOrder>('POST', `${order(id)}/acknowledge`, {}),
    },
    failedReceipts: async (signal) =>
      (await sendForBody('GET', `${base}/print-jobs/failed`, undefined, signal)).data as FailedPrintJob[],
    retryReceipt: (id) => send<PrintJobSummary>('POST', `${base}/print-jobs/${id}/retry`, {}),
  };
}

/** A wrong branch or key: the board cannot work at all until someone fixes its address. */
export function isRefusedKey(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}
