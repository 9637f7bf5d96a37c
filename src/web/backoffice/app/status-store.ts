import { useSyncExternalStore } from 'react';
import { putErrorEntry, removeErrorEntry, type ErrorEntry } from '../state/error-entries.js';
import { isLoading, startLoader, stopLoader, type LoaderCounts } from '../state/loaders.js';

type Status = { errors: readonly ErrorEntry[]; loaders: LoaderCounts };

/**
 * The back office's error entries and running loaders, shared by every screen: the header shows that
 * something loads, the error list above the page shows every failure with its retry action.
 */
let status: Status = { errors: [], loaders: {} };
const listeners = new Set<() => void>();

function update(next: Status): void {
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const statusStore = {
  putError: (entry: ErrorEntry) => update({ ...status, errors: putErrorEntry(status.errors, entry) }),
  removeError: (id: string) => {
    if (status.errors.some((entry) => entry.id === id))
      update({ ...status, errors: removeErrorEntry(status.errors, id) });
  },
  clearErrors: () => update({ ...status, errors: [] }),
  startLoader: (name: string) => update({ ...status, loaders: startLoader(status.loaders, name) }),
  stopLoader: (name: string) => update({ ...status, loaders: stopLoader(status.loaders, name) }),
};

export function useErrorEntries(): readonly ErrorEntry[] {
  return useSyncExternalStore(subscribe, () => status.errors);
}

/** Whether a loader whose name matches the pattern (wildcards allowed) is running. */
export function useIsLoading(pattern: string): boolean {
  return useSyncExternalStore(subscribe, () => isLoading(status.loaders, pattern));
}
