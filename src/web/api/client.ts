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

let csrfToken: string | undefined;

/** The back office hands over the session's CSRF token (from sign-in or GET /api/users/me) for writes. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The sign-in pages show the server's own 401 message instead of reloading themselves. */
function goToSignIn(): void {
  const { pathname, search } = window.location;
  if (pathname.startsWith(paths.backendLogin)) return;
  const target = pathname.startsWith(paths.backend)
    ? `${paths.backendLogin}?redirect=${encodeURIComponent(pathname + search)}`
    : paths.backendLogin;
  window.location.assign(target);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls an API path and returns its `data` as the type the server's response schema promises.
 * The server validates every answer against the shared zod schemas; checking them again here would
 * put zod (about 25 KB gzipped) into the storefront's first download. A 204 answers undefined.
 */
async function sendForBody(
  method: Method,
  path: string,
  payload: unknown,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | undefined> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== undefined) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal,
  });
  if (response.status === 401) {
    goToSignIn();
    throw new ApiError(401, await readErrors(response));
  }
  if (!response.ok) throw new ApiError(response.status, await readErrors(response));
  if (response.status === 204) return undefined;
  const body: unknown = await response.json();
  if (!isRecord(body) || !('data' in body)) throw new ApiError(response.status, []);
  return body;
}

async function send<Data>(
  method: Method,
  path: string,
  payload: unknown,
  signal?: AbortSignal,
): Promise<Data> {
  return (await sendForBody(method, path, payload, signal))?.data as Data;
}

/** A list call that answers its page's figures in `meta` beside the entries. */
export async function apiGetPage<Row, Meta>(
  path: string,
  signal?: AbortSignal,
): Promise<{ data: Row[]; meta: Meta }> {
  const body = await sendForBody('GET', path, undefined, signal);
  return { data: body?.data as Row[], meta: body?.meta as Meta };
}

export function apiGet<Data>(path: string, signal?: AbortSignal): Promise<Data> {
  return send('GET', path, undefined, signal);
}

export function apiPost<Data>(path: string, payload: unknown, signal?: AbortSignal): Promise<Data> {
  return send('POST', path, payload, signal);
}

export function apiPut<Data>(path: string, payload: unknown, signal?: AbortSignal): Promise<Data> {
  return send('PUT', path, payload, signal);
}

/** Most deletions answer 204; a few answer what remains (an order without the removed item). */
export function apiDelete<Data = void>(path: string, signal?: AbortSignal): Promise<Data> {
  return send('DELETE', path, undefined, signal);
}
