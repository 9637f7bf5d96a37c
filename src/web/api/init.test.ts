import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initEntrySchemas, type InitData } from '../../domain/schemas/init.js';
import { hasWholeCatalogue, initQueryOptions, loadWholeInit, setPageInit } from './init.js';

const urls = Object.keys(initEntrySchemas);
const answer = urls.map((url) => ({ url, data: url === '/api/products' ? [{ id: 1 }, { id: 2 }] : [] }));
const partOfPage = () =>
  Object.fromEntries(
    urls.map((url) => [url, url === '/api/products' ? [{ id: 1 }] : []]),
  ) as unknown as InitData;

function answering() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: answer }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the initial data of a server-rendered page', () => {
  it('counts as a part until the whole answer replaces it, loaded once for calls that overlap', async () => {
    const fetch = answering();
    const client = new QueryClient();
    setPageInit(client, partOfPage());
    expect(hasWholeCatalogue(client.getQueryData(initQueryOptions.queryKey)!)).toBe(false);

    await Promise.all([loadWholeInit(client), loadWholeInit(client)]);
    const whole = client.getQueryData(initQueryOptions.queryKey)!;
    expect(hasWholeCatalogue(whole)).toBe(true);
    expect(whole['/api/products']).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);

    await loadWholeInit(client);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the page’s part when the whole cannot be loaded, so a later call tries again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pagePart = partOfPage();
    setPageInit(client, pagePart);
    await loadWholeInit(client);
    expect(client.getQueryData(initQueryOptions.queryKey)).toBe(pagePart);

    answering();
    await loadWholeInit(client);
    expect(hasWholeCatalogue(client.getQueryData(initQueryOptions.queryKey)!)).toBe(true);
  });

  it('is whole when the browser loaded it itself, and is not loaded again', async () => {
    const fetch = answering();
    const client = new QueryClient();
    const loaded = partOfPage();
    client.setQueryData(initQueryOptions.queryKey, loaded);
    expect(hasWholeCatalogue(loaded)).toBe(true);
    await loadWholeInit(client);
    expect(fetch).not.toHaveBeenCalled();
  });
});
