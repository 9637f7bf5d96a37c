import './ui/tokens.css';
import './ui/base.css';
import './ui/components.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initQueryOptions, loadWholeInit, setPageInit } from './api/init.js';
import { readPageState, type PageState } from './app/page-state.js';
import { queryClient } from './app/query-client.js';
import { Hydration, RenderContext } from './app/render-context.js';
import { routes } from './app/router.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** The server rendered this page: hydrate what it sent with the data it was rendered from. */
function HydratedApp({ router, state }: { router: Router; state: PageState }) {
  return (
    <StrictMode>
      <RenderContext
        value={{
          renderedAt: new Date(state.renderedAt),
          origin: state.origin,
          menuOutline: state.menuOutline,
        }}
      >
        <Hydration>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Hydration>
      </RenderContext>
    </StrictMode>
  );
}

/** Hydration must render what the server rendered, so the matched pages' code is loaded first. */
async function loadMatchedPages(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const state = readPageState();
  if (state === undefined) {
    // Pages the server leaves to the browser: the initial data and the page's chunk load side by side.
    void queryClient.prefetchQuery(initQueryOptions);
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </QueryClientProvider>
      </StrictMode>,
    );
    return;
  }
  setPageInit(queryClient, state.init);
  // The page carried only its own products. The rest of the catalogue is loaded as soon as the guest
  // starts to do something (a tap or a key) or a view needs it, not while the page loads: a phone would
  // download and parse a large catalogue before it could answer, for a menu it may never open further.
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, () => void loadWholeInit(queryClient), { once: true, passive: true });
  }
  await loadMatchedPages(routes);
  // In a transition React hydrates in slices and gives the main thread back between them, so a phone
  // is not frozen for the whole page (a menu has over a thousand elements); a tap meanwhile makes React
  // finish hydrating at once and then handles it.
  startTransition(() => {
    hydrateRoot(container, <HydratedApp router={createBrowserRouter(routes)} state={state} />);
  });
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
void start(container);
