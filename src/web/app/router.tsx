import { createBrowserRouter } from 'react-router';
import { routePatterns } from '../paths.js';
import { AppShell } from '../storefront/shell/components/app-shell.js';
import { RouteError } from '../storefront/shell/components/route-error.js';
import { Loader } from '../ui/loader.js';

/** The shell is in the first chunk; every page is fetched when a visitor first goes there. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: Loader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../storefront/home/components/home-page.js')).HomePage,
        }),
      },
      {
        path: routePatterns.branch,
        lazy: async () => ({
          Component: (await import('../storefront/branch/components/branch-page.js')).BranchPage,
        }),
      },
      {
        path: routePatterns.content,
        lazy: async () => ({
          Component: (await import('../storefront/content/components/content-page.js')).ContentPage,
        }),
      },
    ],
  },
]);
