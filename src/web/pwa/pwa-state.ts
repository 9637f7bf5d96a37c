import { Workbox } from 'workbox-window';
import { isClockWorkerScope } from '../../domain/time-tracking/clock-install.js';

/** Chromium's install offer; not in the DOM types. */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * `canInstall`: the browser's install event is here. `isInstalled`: this browser installed the app
 * (remembered, since a tab of an installed app gets no install event again). `isPromptOpen`: the install
 * prompt with the platform's instructions is shown.
 */
export type PwaState = {
  canInstall: boolean;
  updateWaiting: boolean;
  isInstalled: boolean;
  isPromptOpen: boolean;
};

/** Kept in local storage; the kiosk, which clears it, never offers the app. */
const INSTALLED_KEY = 'pwa-installed';

/** The storefront spec: the worker looks for a new version 2.5 s after start and every 30 minutes. */
const FIRST_UPDATE_CHECK_MS = 2_500;
const UPDATE_CHECK_MS = 1_800_000;

function wasInstalled(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(INSTALLED_KEY) === 'true';
  } catch {
    return false;
  }
}

let state: PwaState = {
  canInstall: false,
  updateWaiting: false,
  isInstalled: wasInstalled(),
  isPromptOpen: false,
};
let installEvent: InstallPromptEvent | undefined;
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

function set(change: Partial<PwaState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const pwaStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

// The browser offers installation once, early: the offer is kept from the first moment on.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = undefined;
    try {
      window.localStorage.setItem(INSTALLED_KEY, 'true');
    } catch {
      // Without storage the browser's own signals (standalone, no install event) still hold.
    }
    set({ canInstall: false, isInstalled: true, isPromptOpen: false });
  });
}

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/** Whether this browser has the install event at all (it may not have fired yet). */
export function hasInstallEvent(): boolean {
  return 'onbeforeinstallprompt' in window;
}

export function isInstallSupported(): boolean {
  return 'serviceWorker' in navigator;
}

/**
 * Opens the browser's install dialog. An install closes the prompt (`appinstalled`); a cancel leaves it
 * open, waiting for the browser's next offer (storefront spec: the prompt is shown again).
 */
export async function install(): Promise<void> {
  const event = installEvent;
  if (event === undefined) return;
  installEvent = undefined;
  set({ canInstall: false });
  await event.prompt();
  const { outcome } = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  if (outcome === 'accepted') set({ isPromptOpen: false });
}

export function openInstallPrompt(): void {
  set({ isPromptOpen: true });
}

export function closeInstallPrompt(): void {
  set({ isPromptOpen: false });
}

/** Registers the worker at scope '/'; registration errors are ignored (storefront spec). */
export function startServiceWorker(): () => void {
  if (!('serviceWorker' in navigator) || workbox !== undefined) return () => undefined;
  const current = new Workbox('/sw.js', { scope: '/' });
  workbox = current;
  current.addEventListener('waiting', () => set({ updateWaiting: true }));
  current.register().catch(() => undefined);
  const check = () => void current.update().catch(() => undefined);
  const first = window.setTimeout(check, FIRST_UPDATE_CHECK_MS);
  const every = window.setInterval(check, UPDATE_CHECK_MS);
  return () => {
    window.clearTimeout(first);
    window.clearInterval(every);
  };
}

/**
 * With the install plugin off no storefront worker may stay (storefront spec). The staff clock's worker
 * is not the storefront's: it keeps an installed clock link working on a phone that also opened the shop.
 */
export async function removeServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(
    registrations
      .filter((registration) => !isClockWorkerScope(registration.scope))
      .map((registration) => registration.unregister()),
  );
}

/** 'App neustarten': the waiting version takes over and the page reloads into it, or just reloads. */
export function restart(): void {
  if (workbox === undefined || !state.updateWaiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
