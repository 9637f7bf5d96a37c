import type { TestInfo } from '@playwright/test';

/**
 * At which widths each journey runs (issue 37). A journey runs at both widths only where the layout
 * differs; the others run once, at the width their users use: guests on a phone, staff at a desk. In a
 * file of BOTH_WIDTHS a test tagged '@phone' or '@desktop' runs at that width only.
 *
 * The journeys that run at both widths (for the README):
 * - checkout.spec.ts: the checkout with the cart bar on a phone and the cart column on a desk, and the
 *   focus on the first missing field
 * - consent-categories.spec.ts: the cookie banner and its settings
 * - content-sections.spec.ts: every section type against its picture at each width
 * - ordering.spec.ts: the cart (bottom bar or column) while configuring, and the category bar
 * - requests.spec.ts: the breakfast request (a dropdown per person on a phone, radios on a desk)
 * - storefront.spec.ts: the header navigation (drawer or bar), the branch page with its cart, the skip
 *   link and the cookie banner
 */
export const PHONE_JOURNEYS = [
  'analytics.spec.ts',
  'clock-day-in-statistics.spec.ts',
  'consent-third-party.spec.ts',
  'images.spec.ts',
  'install-prompt.spec.ts',
  'installable-app.spec.ts',
  'live-status.spec.ts',
  'long-menu.spec.ts',
  'online-payment.spec.ts',
  'router-behaviour.spec.ts',
  'server-rendering.spec.ts',
  'table-link.spec.ts',
  'time-clock.spec.ts',
];

export const DESKTOP_JOURNEYS = [
  'axe.spec.ts',
  'backoffice-accessibility.spec.ts',
  'backoffice-editors.spec.ts',
  'backoffice.spec.ts',
  'board-keys.spec.ts',
  'capacity.spec.ts',
  'content-editor-to-storefront.spec.ts',
  'devices-labels.spec.ts',
  'devices.spec.ts',
  'division-page.spec.ts',
  'font-chooser.spec.ts',
  'frontdesk.spec.ts',
  'kiosk.spec.ts',
  'phone-order.spec.ts',
  'shop-logo.spec.ts',
  'shop-theme.spec.ts',
  'signage.spec.ts',
  'statistics-dashboard.spec.ts',
  'time-backoffice.spec.ts',
];

export const BOTH_WIDTHS = [
  'checkout.spec.ts',
  'consent-categories.spec.ts',
  'content-sections.spec.ts',
  'ordering.spec.ts',
  'requests.spec.ts',
  'storefront.spec.ts',
];

// These ran at one width before issue 37 (the back office on a desk, the staff clock on a phone):
// their axe checks stay at that width.
const ONE_WIDTH_BEFORE = [
  'backoffice-accessibility.spec.ts',
  'backoffice-editors.spec.ts',
  'backoffice.spec.ts',
  'board-keys.spec.ts',
  'capacity.spec.ts',
  'clock-day-in-statistics.spec.ts',
  'devices-labels.spec.ts',
  'devices.spec.ts',
  'frontdesk.spec.ts',
  'phone-order.spec.ts',
  'signage.spec.ts',
  'time-backoffice.spec.ts',
  'time-clock.spec.ts',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

function fileOf(testInfo: TestInfo): string {
  return testInfo.file.split(/[\\/]/).pop() ?? '';
}

/**
 * The width a journey no longer runs at since issue 37, where axe checks its screens in the same test;
 * null when the journey runs at both widths or ran at one width before.
 */
export function droppedWidth(testInfo: TestInfo): { width: number; height: number } | null {
  const file = fileOf(testInfo);
  if (ONE_WIDTH_BEFORE.includes(file)) return null;
  const onPhoneOnly =
    PHONE_JOURNEYS.includes(file) || (BOTH_WIDTHS.includes(file) && testInfo.tags.includes('@phone'));
  const onDesktopOnly =
    DESKTOP_JOURNEYS.includes(file) || (BOTH_WIDTHS.includes(file) && testInfo.tags.includes('@desktop'));
  if (onPhoneOnly) return DESKTOP_VIEWPORT;
  if (onDesktopOnly) return PHONE_VIEWPORT;
  return null;
}
