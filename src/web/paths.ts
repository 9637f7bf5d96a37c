/** Every route the storefront links to, in one place. */
export const paths = {
  home: '/',
  branch: (identifier: string): string => `/store/${encodeURIComponent(identifier)}`,
  checkout: (identifier: string): string => `/store/${encodeURIComponent(identifier)}/checkout`,
  checkoutError: (identifier: string): string => `/store/${encodeURIComponent(identifier)}/checkout/error`,
  orderStatus: (uid: string, hash: string): string =>
    `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
  /** A self-service kiosk's pages (ADR 023): the branch's menu is the start every guest returns to. */
  selfService: {
    branch: (identifier: string): string => `/self-service/store/${encodeURIComponent(identifier)}`,
    checkout: (identifier: string): string =>
      `/self-service/store/${encodeURIComponent(identifier)}/checkout`,
    orderStatus: (identifier: string, uid: string, hash: string): string =>
      `/self-service/store/${encodeURIComponent(identifier)}/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
  },
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
  backendStatistics: '/backend/statistics',
  backendMyStatistics: '/backend/my-statistics',
  backendLabels: '/backend/labels',
  backendWeekPlanner: '/backend/week-planner',
  backendTimeSheets: '/backend/time-sheets',
  backendHolidayBalances: '/backend/holiday-balances',
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
  /** A person's clock on the phone, opened with the clock token instead of a login. */
  timeClock: (token: string, username: string): string =>
    `/zeiterfassung/${encodeURIComponent(token)}/${encodeURIComponent(username)}`,
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
  selfServiceBranch: '/self-service/store/:identifier',
  selfServiceCheckout: '/self-service/store/:identifier/checkout',
  selfServiceOrderStatus: '/self-service/store/:identifier/status/:uid/:hash',
  breakfast: '/fruehstueck-buchen',
  breakfastRequest: '/fruehstuecksanfrage',
  breakfastStep: '/fruehstuecksanfrage/:step',
  content: '*',
  backend: '/backend/*',
  frontdesk: '/frontdesk/:branchId/:apiKey',
  backofficeBoard: '/backoffice-board/:branchId/:apiKey',
  timeClock: '/zeiterfassung/:token/:username',
  signage: '/signage/:deviceId/:key',
} as const;
