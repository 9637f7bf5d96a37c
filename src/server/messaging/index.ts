/**
 * Messaging: the mails and SMS guests and staff receive, queued with retries and kept as a log (ADR 008).
 * Other contexts send through the Notifications service and render their own mails with its templates.
 */
export type { Notifications, OrderNotificationEvent } from './notifications.js';
export {
  createNotifications,
  messageSummary,
  type NotificationService,
  type NotificationSettings,
} from './service.js';
export { formatDateTime } from './templates/format.js';
export { html, multiline, type SafeHtml } from './templates/html.js';
export { emailLayout, paragraph, type RenderedEmail } from './templates/layout.js';
