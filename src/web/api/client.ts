import type { ApiError as ApiErrorBody } from '../../domain/schemas/common.js';
import { paths } from '../paths.js';

export type ApiErrorEntry = ApiErrorBody['errors'][number];

/** A failed call with the server's German messages, so views can show them as they are. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];

  constructor(status: number, errors: ApiErrorEntry[]) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorEntry(value: unknown): value is ApiErrorEntry {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    (value.field === undefined || typeof value.field === 'string')
  );
}

async function readErrors(response: Response): Promise<ApiErrorEntry[]> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isErrorEntry) : [];
  } catch {
    return [];
  }
}

/**
 * GET an API path and return its `data` as the type the server's response schema promises.
 * The server validates every answer against the shared zod schemas; checking them again here would
 * put zod (about 25 KB gzipped) into the storefront's first download.
 */
export async function apiGet<Data>(path: string, signal?: AbortSignal): Promise<Data> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401) {
    window.location.assign(paths.backendLogin);
    throw new ApiError(401, await readErrors(response));
  }
  if (!response.ok) throw new ApiError(response.status, await readErrors(response));
  const body: unknown = await response.json();
  if (!isRecord(body) || !('data' in body)) throw new ApiError(response.status, []);
  return body.data as Data;
}

/** POST a JSON body and return the answer's `data`; like apiGet, the server's schema vouches for its type. */
export async function apiPost<Data>(path: string, payload: unknown, signal?: AbortSignal): Promise<Data> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
    signal,
  });
  if (response.status === 401) {
    window.location.assign(paths.backendLogin);
    throw new ApiError(401, await readErrors(response));
  }
  if (!response.ok) throw new ApiError(response.status, await readErrors(response));
  const body: unknown = await response.json();
  if (!isRecord(body) || !('data' in body)) throw new ApiError(response.status, []);
  return body.data as Data;
}
