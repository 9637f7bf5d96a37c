/** Every route the storefront links to, in one place. */
export const paths = {
  home: '/',
  branch: (identifier: string): string => `/store/${encodeURIComponent(identifier)}`,
  checkout: (identifier: string): string => `/store/${encodeURIComponent(identifier)}/checkout`,
  checkoutError: (identifier: string): string => `/store/${encodeURIComponent(identifier)}/checkout/error`,
  orderStatus: (uid: string, hash: string): string =>
    `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
  site: (path: string): string => `/${path.replace(/^\/+/, '')}`,
  /** The breakfast request flow (route custom_breakfast), opened by the breakfast section's button. */
  breakfastRequest: '/fruehstuecksanfrage',
  legal: {
    termsAndConditions: '/site/terms-and-conditions',
    privacy: '/site/privacy',
    imprint: '/site/imprint',
    allergens: '/site/allergens',
  },
  breakfast: '/fruehstueck-buchen',
  backend: '/backend',
  backendLogin: '/backend/login',
  backendLoginLink: (token: string): string => `/backend/login/link/${encodeURIComponent(token)}`,
  /** The list of a back-office entity, by its API path segment, e.g. `products`. */
  backendEntities: (entity: string): string => `/backend/${entity}`,
  backendEntity: (entity: string, id: number | 'new'): string => `/backend/${entity}/${id}`,
  backendConfig: '/backend/config',
  backendLabels: '/backend/labels',
  backendLogs: '/backend/logs',
  backendLog: (id: number): string => `/backend/logs/${id}`,
  backendSettings: '/backend/settings',
  backendOrders: '/backend/orders',
  backendOrdersMissed: '/backend/orders/missed',
  backendOrdersHistory: '/backend/orders/history',
  backendPhoneOrder: '/backend/orders/new',
  backendOrder: (id: number): string => `/backend/orders/${id}`,
  backendRequests: '/backend/requests',
  backendRequest: (id: number): string => `/backend/requests/${id}`,
  /** The branch's order boards, opened with its key instead of a login. */
  frontdesk: (branchId: number, apiKey: string): string =>
    `/frontdesk/${branchId}/${encodeURIComponent(apiKey)}`,
  backofficeBoard: (branchId: number, apiKey: string): string =>
    `/backoffice-board/${branchId}/${encodeURIComponent(apiKey)}`,
  /** A TV's player, opened with the TV's key instead of a login. */
  signage: (deviceId: number, apiKey: string): string => `/signage/${deviceId}/${encodeURIComponent(apiKey)}`,
} as const;

/** A step of the breakfast request, e.g. /fruehstuecksanfrage/termin. */
export const breakfastStepPath = (step: string): string => `/fruehstuecksanfrage/${step}`;

/** Route patterns as React Router matches them. */
export const routePatterns = {
  branch: '/store/:identifier',
  branchAndBelow: '/store/:identifier/*',
  checkout: '/store/:identifier/checkout',
  checkoutError: '/store/:identifier/checkout/error',
  orderStatus: '/status/:uid/:hash',
  breakfast: '/fruehstueck-buchen',
  breakfastStep: '/fruehstuecksanfrage/:step',
  content: '*',
  backend: '/backend/*',
  frontdesk: '/frontdesk/:branchId/:apiKey',
  backofficeBoard: '/backoffice-board/:branchId/:apiKey',
  signage: '/signage/:deviceId/:key',
} as const;
