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
        path: routePatterns.checkout,
        lazy: async () => ({
          Component: (await import('../storefront/checkout/components/checkout-page.js')).CheckoutPage,
        }),
      },
      {
        path: routePatterns.checkoutError,
        lazy: async () => ({
          Component: (await import('../storefront/checkout/components/checkout-page.js')).CheckoutErrorPage,
        }),
      },
      {
        path: routePatterns.orderStatus,
        lazy: async () => ({
          Component: (await import('../storefront/status/components/order-status-page.js')).OrderStatusPage,
        }),
      },
      ...[routePatterns.breakfast, routePatterns.breakfastStep].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../storefront/requests/components/breakfast-request-page.js'))
            .BreakfastRequestPage,
        }),
      })),
      {
        path: routePatterns.content,
        lazy: async () => ({
          Component: (await import('../storefront/content/components/content-page.js')).ContentPage,
        }),
      },
    ],
  },
  {
    // The order boards fill a tablet's screen: no storefront shell, a bundle of their own.
    path: routePatterns.frontdesk,
    HydrateFallback: Loader,
    lazy: async () => ({
      Component: (await import('../frontdesk/components/board-page.js')).FrontdeskBoardPage,
    }),
  },
  {
    path: routePatterns.backofficeBoard,
    HydrateFallback: Loader,
    lazy: async () => ({
      Component: (await import('../frontdesk/components/board-page.js')).BackofficeBoardPage,
    }),
  },
  {
    // The back office is its own bundle with its own shell; guests of the storefront never load it.
    path: routePatterns.backend,
    HydrateFallback: Loader,
    lazy: async () => ({
      Component: (await import('../backoffice/app/backoffice-app.js')).BackofficeApp,
    }),
  },
]);
