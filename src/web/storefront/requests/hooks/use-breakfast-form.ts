import { useCallback, useSyncExternalStore } from 'react';
import {
  emptyBreakfastForm,
  restoreBreakfastForm,
  type BreakfastFormData,
} from '../../../../domain/requests/breakfast-steps.js';

/** The spec's session storage key. */
export const BREAKFAST_STORAGE_KEY = 'breakfast';

const EMPTY = emptyBreakfastForm();
const listeners = new Set<() => void>();
// Where storage is blocked (some private modes) the form lives here and is only forgotten on reload.
let memory: string | null = null;
let cached: { raw: string | null; form: BreakfastFormData } = { raw: null, form: EMPTY };

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(BREAKFAST_STORAGE_KEY);
  } catch {
    return memory;
  }
}

function snapshot(): BreakfastFormData {
  const raw = readRaw();
  if (raw === cached.raw) return cached.form;
  let form = EMPTY;
  try {
    form = raw === null ? EMPTY : restoreBreakfastForm(JSON.parse(raw));
  } catch {
    // Unreadable: start empty.
  }
  cached = { raw, form };
  return form;
}

function write(form: BreakfastFormData | null) {
  memory = form === null ? null : JSON.stringify(form);
  try {
    if (memory === null) window.sessionStorage.removeItem(BREAKFAST_STORAGE_KEY);
    else window.sessionStorage.setItem(BREAKFAST_STORAGE_KEY, memory);
  } catch {
    // Blocked storage: the memory copy serves.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noSubscription = () => () => undefined;

/**
 * The breakfast form, kept in session storage so a reload keeps what was entered. The server (and the
 * first render while hydrating) sees the empty form; the browser then reads the stored one.
 */
export function useBreakfastForm() {
  const form = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const isRestored = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const setForm = useCallback((change: (current: BreakfastFormData) => BreakfastFormData) => {
    write(change(snapshot()));
  }, []);
  const reset = useCallback(() => write(null), []);
  return { form, setForm, isRestored, reset };
}
