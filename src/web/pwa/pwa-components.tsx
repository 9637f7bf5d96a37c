import './pwa.css';
import { useEffect, useSyncExternalStore } from 'react';
import { useIsHydrating } from '../app/render-context.js';
import { pwaDe } from '../i18n/pwa.js';
import { canOfferInstall, type InstallSituation } from './install-rules.js';
import {
  install,
  isInstallSupported,
  isStandalone,
  openInstallPrompt,
  pwaStore,
  removeServiceWorkers,
  restart,
  startServiceWorker,
  type PwaState,
} from './pwa-state.js';

const serverState: PwaState = {
  canInstall: false,
  updateWaiting: false,
  isInstalled: false,
  isPromptOpen: false,
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(pwaStore.subscribe, pwaStore.get, () => serverState);
}

/** Undefined on the server and while hydrating: the browser's traits are not known there. */
export function useInstallSituation(isEnabled: boolean): InstallSituation | undefined {
  const { isInstalled } = usePwaState();
  if (useIsHydrating()) return undefined;
  return { isEnabled, isStandalone: isStandalone(), isSupported: isInstallSupported(), isInstalled };
}

/** Starts the service worker when the install plugin is on, removes it when it is off. */
export function ServiceWorker({ isEnabled }: { isEnabled: boolean }) {
  useEffect(() => {
    if (!isEnabled) {
      void removeServiceWorkers();
      return undefined;
    }
    return startServiceWorker();
  }, [isEnabled]);
  return null;
}

/**
 * 'App installieren' in the footer, where the app can be installed and is not yet: the browser's dialog
 * when it offers one, otherwise the install prompt with this platform's instructions.
 */
export function InstallButton({ isEnabled }: { isEnabled: boolean }) {
  const { canInstall } = usePwaState();
  const situation = useInstallSituation(isEnabled);
  if (situation === undefined || !canOfferInstall(situation)) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => (canInstall ? void install() : openInstallPrompt())}
    >
      {pwaDe.install}
    </button>
  );
}

/** Shown once a new version is installed and waits; the restart lets it take over. */
export function UpdatePrompt() {
  const { updateWaiting } = usePwaState();
  if (!updateWaiting) return null;
  return (
    <div className="update-prompt" role="status">
      <div className="notice-row container">
        <p>
          <strong>{pwaDe.updateTitle}</strong>
        </p>
        <button type="button" className="button button--small" onClick={restart}>
          {pwaDe.restart}
        </button>
      </div>
    </div>
  );
}
