/**
 * Pages the browser renders alone: the order flow after the menu, the status page, staff screens. Every
 * other page is rendered by the server from public data only (ADR 014), which is also why the service
 * worker may keep those pages for reading offline (ADR 015).
 */
const clientOnlyPaths = [
  /^\/backend(?:\/|$)/,
  /^\/frontdesk\//,
  /^\/backoffice-board\//,
  /^\/zeiterfassung\//,
  /^\/signage\//,
  /^\/status\//,
  // A kiosk's screensaver and timers live in the browser; nobody finds a kiosk page by search.
  /^\/self-service\//,
  /^\/store\/[^/]+\/checkout(?:\/|$)/,
];

export function isServerRendered(path: string): boolean {
  return !clientOnlyPaths.some((pattern) => pattern.test(path));
}
