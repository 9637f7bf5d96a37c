/** Every route the storefront links to, in one place. */
export const paths = {
  home: '/',
  branch: (identifier: string): string => `/store/${encodeURIComponent(identifier)}`,
  site: (path: string): string => `/${path.replace(/^\/+/, '')}`,
  legal: {
    termsAndConditions: '/site/terms-and-conditions',
    privacy: '/site/privacy',
    imprint: '/site/imprint',
    allergens: '/site/allergens',
  },
  backendLogin: '/backend/login',
} as const;

/** Route patterns as React Router matches them. */
export const routePatterns = {
  branch: '/store/:identifier',
  branchAndBelow: '/store/:identifier/*',
  content: '*',
} as const;
