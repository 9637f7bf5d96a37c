import type { Role } from '../../../domain/schemas/user.js';
import { backoffice } from '../../i18n/backoffice.js';
import { labelTexts } from '../../i18n/labels.js';
import { ordersDe } from '../../i18n/orders.js';
import { requestsInboxDe } from '../../i18n/requests.js';
import { personStatisticsTexts, statisticsTexts } from '../../i18n/statistics.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { paths } from '../../paths.js';
import { areaKeys, entityCatalogue, entityName, type AreaKey } from '../entities/entity-catalogue.js';

export type NavigationLink = { label: string; to: string };
export type NavigationArea = { key: AreaKey; label: string; links: NavigationLink[] };

const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'];
/** Screens about the signed-in person themself, whatever their roles. */
const EVERYONE = 'everyone';

/** Screens that are not an entity list, with who finds them in the navigation. */
const screens: readonly (NavigationLink & { area: AreaKey; roles: readonly Role[] | typeof EVERYONE })[] = [
  { area: 'orders', roles: STAFF, label: ordersDe.area.navCurrent, to: paths.backendOrders },
  { area: 'orders', roles: STAFF, label: ordersDe.area.navMissed, to: paths.backendOrdersMissed },
  { area: 'orders', roles: STAFF, label: ordersDe.area.navHistory, to: paths.backendOrdersHistory },
  { area: 'orders', roles: STAFF, label: ordersDe.area.navPhone, to: paths.backendPhoneOrder },
  { area: 'orders', roles: STAFF, label: requestsInboxDe.nav, to: paths.backendRequests },
  { area: 'statistics', roles: STAFF, label: statisticsTexts.title, to: paths.backendStatistics },
  {
    area: 'statistics',
    roles: EVERYONE,
    label: personStatisticsTexts.mine,
    to: paths.backendMyStatistics,
  },
  { area: 'menu', roles: STAFF, label: labelTexts.title, to: paths.backendLabels },
  { area: 'timeTracking', roles: STAFF, label: timeBackofficeDe.planner.nav, to: paths.backendWeekPlanner },
  { area: 'timeTracking', roles: STAFF, label: timeBackofficeDe.sheets.nav, to: paths.backendTimeSheets },
  {
    area: 'timeTracking',
    roles: STAFF,
    label: timeBackofficeDe.balances.nav,
    to: paths.backendHolidayBalances,
  },
  { area: 'config', roles: ADMIN, label: backoffice.areas.config, to: paths.backendConfig },
  { area: 'logs', roles: ADMIN, label: backoffice.areas.logs, to: paths.backendLogs },
];

/**
 * The navigation by area (Bestellungen, Speisekarte, Filialen, …) with what the user's roles may use.
 * The server still decides every call; this only keeps screens out of sight that would answer 403.
 */
export function navigationAreas(roles: readonly Role[]): NavigationArea[] {
  const mayUse = (allowed: readonly Role[] | typeof EVERYONE) =>
    allowed === EVERYONE || allowed.some((role) => roles.includes(role));
  const links = [
    ...screens.filter((screen) => mayUse(screen.roles)),
    ...entityCatalogue
      .filter((entity) => mayUse(entity.roles))
      .map((entity) => ({
        area: entity.area,
        label: entityName(entity.key).plural,
        to: paths.backendEntities(entity.key),
      })),
  ];
  return areaKeys
    .map((key) => ({
      key,
      label: backoffice.areas[key],
      links: links.filter((link) => link.area === key).map(({ label, to }) => ({ label, to })),
    }))
    .filter((area) => area.links.length > 0);
}

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Whether a link must match its own address only: when the current page belongs to a sibling nested
 * under it (the history under the current orders), only that sibling is the current page.
 */
export function yieldsToSibling(links: readonly NavigationLink[], to: string, pathname: string): boolean {
  return links.some(
    (other) => other.to !== to && other.to.startsWith(`${to}/`) && isWithin(pathname, other.to),
  );
}
