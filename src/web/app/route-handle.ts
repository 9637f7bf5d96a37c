/** What a route tells the app shell about itself (react-router's `handle`). */
export interface RouteHandle {
  module?: string;
  /** The spec's route name (site, branch, checkout …); names starting with custom_ skip the page transition. */
  name?: string;
  /** The spec's route meta context: 'self-service' pages run as a kiosk (ADR 023). */
  context?: 'self-service';
  /** The kiosk's thank-you after an order: it returns to the start after a while. */
  isAfterOrder?: boolean;
}
