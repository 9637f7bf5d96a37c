import { appBackgroundColor, appIcons, appThemeColor } from '../../../domain/content/app-icons.js';
import { clockAppScope, clockStartUrl } from '../../../domain/time-tracking/clock-install.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type { CurrentUser } from '../../../domain/schemas/user.js';

/**
 * The web manifest of one person's clock link (ADR 028): installed, the phone opens that person's clock
 * page. It carries the token, so it is built per request and never kept by a cache.
 */
export function clockManifest(person: Pick<CurrentUser, 'name' | 'email'>, token: string, username: string) {
  const startUrl = clockStartUrl(token, username);
  return {
    id: startUrl,
    name: timeTrackingMessages.clockAppName(person.name || person.email),
    short_name: timeTrackingMessages.clockAppShortName,
    description: timeTrackingMessages.clockAppDescription,
    lang: 'de-AT',
    start_url: startUrl,
    scope: clockAppScope(token),
    display: 'standalone',
    orientation: 'portrait',
    background_color: appBackgroundColor,
    theme_color: appThemeColor,
    icons: appIcons,
  };
}
