/** 'Jetzt nicht' keeps the install prompt away for a month (storefront spec, sections 8 and 10). */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';
export const PWA_DISMISS_DAYS = 30;

/** Storefront spec, section 10: offered 250 ms after the cookie answer, or 5 s after load when given before. */
export const PROMPT_AFTER_ANSWER_MS = 250;
export const PROMPT_AFTER_LOAD_MS = 5_000;

/**
 * How this browser installs the app: with its own install event (Chromium), through Safari's share sheet
 * on an iPad (the share icon in the address bar) or an iPhone (at the bottom), or by hand from the menu.
 */
export type InstallPlatform = 'browser' | 'ipad' | 'iphone' | 'other';

export interface BrowserTraits {
  userAgent: string;
  /** iPadOS 13+ reports itself as a Mac; only its touch screen tells it apart. */
  maxTouchPoints: number;
  /** The browser knows the install event (`onbeforeinstallprompt`), whether or not it fired yet. */
  hasInstallEvent: boolean;
}

export function installPlatform({
  userAgent,
  maxTouchPoints,
  hasInstallEvent,
}: BrowserTraits): InstallPlatform {
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ipad';
  return hasInstallEvent ? 'browser' : 'other';
}

export interface InstallSituation {
  /** The configuration's install plugin (enablePluginPWA), and not a self-service kiosk. */
  isEnabled: boolean;
  isStandalone: boolean;
  /** Service workers exist here; without them the app cannot be installed. */
  isSupported: boolean;
  /** This browser installed the app before (its `appinstalled` event). */
  isInstalled: boolean;
}

/** The footer's 'App installieren' (storefront spec, section 2). */
export function canOfferInstall(situation: InstallSituation): boolean {
  return situation.isEnabled && situation.isSupported && !situation.isStandalone && !situation.isInstalled;
}

/**
 * When the prompt comes by itself, in milliseconds after the moment that starts it, or undefined for
 * never: not before the guest answered the cookie banner, not after 'Jetzt nicht' (the cookie
 * pwa-dismiss), and not where the footer would not offer installation either.
 */
export function promptDelay(
  situation: InstallSituation & { isDismissed: boolean; isAnswered: boolean; wasAnsweredOnLoad: boolean },
): number | undefined {
  if (!canOfferInstall(situation) || situation.isDismissed || !situation.isAnswered) return undefined;
  return situation.wasAnsweredOnLoad ? PROMPT_AFTER_LOAD_MS : PROMPT_AFTER_ANSWER_MS;
}
