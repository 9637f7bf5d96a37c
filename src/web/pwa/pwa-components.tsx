import './pwa.css';
import { useEffect, useSyncExternalStore } from 'react';
import { pwaDe } from '../i18n/pwa.js';
import {
  install,
  isStandalone,
  pwaStore,
  removeServiceWorkers,
  restart,
  startServiceWorker,
  type PwaState,
} from './pwa-state.js';

const serverState: PwaState = { canInstall: false, updateWaiting: false };

function usePwaState(): PwaState {
  return useSyncExternalStore(pwaStore.subscribe, pwaStore.get, () => serverState);
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

/** 'App installieren' in the footer, only where the browser offers installation and it is not done. */
export function InstallButton({ isEnabled }: { isEnabled: boolean }) {
  const { canInstall } = usePwaState();
  if (!isEnabled || !canInstall || isStandalone()) return null;
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void install()}>
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
      <div className="update-prompt__inner container">
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
