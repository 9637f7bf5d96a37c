import { expect, type Page } from '@playwright/test';

/**
 * Calls the API as the signed-in administrator of the page's browser context (cookie plus the session's
 * CSRF token), e.g. to prepare settings a journey needs.
 */
export async function adminApi(page: Page) {
  const me = await page.request.get('/api/users/me');
  expect(me.status()).toBe(200);
  const csrfToken = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const headers = { 'x-csrf-token': csrfToken };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      return ((await response.json()) as { data: T }).data;
    },
    send: async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> => {
      const response = await page.request.fetch(path, { method, headers, data });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
      return response.status() === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
    },
  };
}
