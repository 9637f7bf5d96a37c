import { redirect, type RouteObject } from 'react-router';
import { breakfastStepPath, routePatterns } from '../paths.js';
import { AppShell } from '../storefront/shell/components/app-shell.js';
import { RouteError } from '../storefront/shell/components/route-error.js';
import { Loader } from '../ui/loader.js';
import type { RouteHandle } from './route-handle.js';

/** What the server needs of a route: the page's source module, whose stylesheets and chunks it links. */
/**
 * The shell is in the first chunk; every page is fetched when a visitor first goes there. The browser
 * routes with this list and the server renders the public pages with it (ADR 014); a page's `handle`
 * names its module (relative to src/web) so the server links its stylesheet and chunk in the HTML.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: Loader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        handle: {
          name: 'division',
          module: 'storefront/home/components/home-page.tsx',
        } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/home/components/home-page.js')).HomePage,
        }),
      },
      {
        path: routePatterns.branch,
        handle: {
          name: 'branch',
          module: 'storefront/branch/components/branch-page.tsx',
        } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/branch/components/branch-page.js')).BranchPage,
        }),
      },
      {
        path: routePatterns.checkout,
        handle: { name: 'checkout' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/checkout/components/checkout-page.js')).CheckoutPage,
        }),
      },
      {
        path: routePatterns.checkoutError,
        handle: { name: 'checkout_error' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/checkout/components/checkout-page.js')).CheckoutErrorPage,
        }),
      },
      {
        path: routePatterns.orderStatus,
        handle: { name: 'status' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/status/components/order-status-page.js')).OrderStatusPage,
        }),
      },
      {
        // The breakfast section's button (route custom_breakfast) leads here: on to the first step.
        path: routePatterns.breakfastRequest,
        loader: () => redirect(breakfastStepPath('termin')),
      },
      {
        path: routePatterns.selfServiceBranch,
        handle: { context: 'self-service' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/branch/components/branch-page.js')).BranchPage,
        }),
      },
      {
        path: routePatterns.selfServiceCheckout,
        handle: { context: 'self-service' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/checkout/components/checkout-page.js')).CheckoutPage,
        }),
      },
      {
        path: routePatterns.selfServiceOrderStatus,
        handle: { context: 'self-service', isAfterOrder: true } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/status/components/order-status-page.js')).OrderStatusPage,
        }),
      },
      ...[routePatterns.breakfast, routePatterns.breakfastStep].map((path) => ({
        path,
        // One page through the steps: the step changes inside it, the page does not fade anew.
        handle: { name: 'custom_breakfast' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../storefront/requests/components/breakfast-request-page.js'))
            .BreakfastRequestPage,
        }),
      })),
      {
        path: routePatterns.content,
        handle: {
          name: 'site',
          module: 'storefront/content/components/content-page.tsx',
        } satisfies RouteHandle,
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
    // The staff clock on a phone: no storefront shell, a bundle of its own.
    path: routePatterns.timeClock,
    HydrateFallback: Loader,
    lazy: async () => ({
      Component: (await import('../time-clock/components/clock-page.js')).ClockPage,
    }),
  },
  {
    // A TV's player fills the screen: no shell, a bundle of its own.
    path: routePatterns.signage,
    HydrateFallback: Loader,
    lazy: async () => ({
      Component: (await import('../signage/components/player-page.js')).SignagePlayerPage,
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
];
