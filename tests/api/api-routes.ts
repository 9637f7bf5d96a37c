import type { InjectOptions, RouteOptions } from 'fastify';
import type { Access } from '../../src/server/organisation/auth/access.js';
import type { TestApp } from './test-app.js';

export type ApiRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  schema: RouteOptions['schema'];
};

/** Every method of every route under /api, as the app registered it (HEAD mirrors GET). */
export function apiRoutes(registered: RouteOptions[]): ApiRoute[] {
  return registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(() => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
      .map((method) => ({ method, url: route.url, access: route.config?.access, schema: route.schema })),
  );
}

// An id that exists nowhere, so an administrator's calls change no data the other checks rely on.
export const concrete = (url: string, param = '999999') =>
  url.replace(/:[A-Za-z]+/g, param).replace('*', 'x');
export const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/**
 * app.inject that also returns for event streams (which never end): their answer counts once the head
 * is written, and the stream is closed unread.
 */
export async function call(
  t: TestApp,
  options: InjectOptions,
): Promise<{ statusCode: number; body: string }> {
  const response = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString() };
}
