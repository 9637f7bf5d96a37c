import { useSyncExternalStore } from 'react';
import {
  readLocalSettings,
  writeLocalSetting,
  type LocalSettingKey,
  type LocalSettings,
} from '../state/local-settings.js';

const listeners = new Set<() => void>();
let snapshot: LocalSettings | undefined;

function current(): LocalSettings {
  snapshot ??= readLocalSettings(window.localStorage);
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the back office may change them too.
  const onStorage = () => {
    snapshot = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setLocalSetting(key: LocalSettingKey, value: boolean): void {
  writeLocalSetting(window.localStorage, key, value);
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** `show_product_data` and `show_customer_data` of this browser (back-office spec, section 3). */
export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(subscribe, current);
}
