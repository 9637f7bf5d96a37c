import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '../domain/rendering/page-render-contract.js';
import { initQueryOptions } from './api/init.js';
import type { PageCatalogue } from './app/page-catalogue.js';
import { pageStateHtml } from './app/page-state.js';
import { RenderContext, ServerRendering, type PageReport } from './app/render-context.js';
import type { RouteHandle } from './app/route-handle.js';
import { routes } from './app/router.js';
import { documentMetaHtml, type DocumentMetaTags } from './lib/document-meta.js';
import { takeHoistedResources } from './lib/hoisted-resources.js';

const handler = createStaticHandler(routes);

/** Renders a storefront page to HTML on the server (docs/decisions/014-server-rendering.md). */
export const renderPage: RenderPage = async (request) => {
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) {
    return { redirect: context.headers.get('location') ?? '/' };
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(initQueryOptions.queryKey, request.init);
  let status = context.statusCode;
  let meta: DocumentMetaTags | undefined;
  // A page that reports no products (the start page, a content site) carries none.
  let catalogue: PageCatalogue = { productIds: [] };
  const page: PageReport = {
    setStatus: (value) => {
      status = value;
    },
    setMeta: (value) => {
      meta = value;
    },
    setCatalogue: (value) => {
      catalogue = value;
    },
  };
  const facts = { renderedAt: request.now, origin: request.origin, cookies: request.cookies, page };
  const html = renderToString(
    <StrictMode>
      <RenderContext value={facts}>
        <ServerRendering>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </QueryClientProvider>
        </ServerRendering>
      </RenderContext>
    </StrictMode>,
  );
  queryClient.clear();
  const { resources, body } = takeHoistedResources(html);
  const state = {
    init: request.init,
    ...catalogue,
    renderedAt: request.now.toISOString(),
    origin: request.origin,
  };
  return {
    status,
    head: meta === undefined ? '' : documentMetaHtml(meta),
    resources,
    body: body + pageStateHtml(state),
    modules: context.matches.flatMap(({ route }) => {
      const module = (route.handle as RouteHandle | undefined)?.module;
      return module === undefined ? [] : [module];
    }),
  };
};
