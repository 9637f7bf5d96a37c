/** How often the sound repeats while any new order waits to be acknowledged. */
export const ALERT_REPEAT_MS = 5_000;

/**
 * An order's alert: 'new' when the board first learns of it unacknowledged, 'alerting' from the next
 * tick (sound, banner, announcement) until someone taps 'Gesehen', then 'acknowledged'. The server's
 * `isUnacknowledged` is the truth; a local acknowledgement waits for it and falls back to alerting when
 * the call fails.
 */
export type AlertPhase = 'new' | 'alerting' | 'acknowledged';

export interface AlertState {
  phases: ReadonlyMap<number, AlertPhase>;
  lastSoundAt: number | null;
  /** Counts the sounds due so far; the view plays one whenever it grows. */
  sounds: number;
  /** The orders that started alerting on the latest sound, for the screen reader announcement. */
  announced: readonly number[];
}

export type AlertEvent =
  | { type: 'orders'; orders: readonly { id: number; isUnacknowledged: boolean }[] }
  | { type: 'tick'; now: number }
  | { type: 'acknowledge'; ids: readonly number[] }
  | { type: 'acknowledge-failed'; ids: readonly number[] };

export const initialAlertState: AlertState = {
  phases: new Map(),
  lastSoundAt: null,
  sounds: 0,
  announced: [],
};

function withPhases(state: AlertState, phases: Map<number, AlertPhase>): AlertState {
  const same =
    phases.size === state.phases.size && [...phases].every(([id, phase]) => state.phases.get(id) === phase);
  return same ? state : { ...state, phases };
}

function onOrders(state: AlertState, orders: Extract<AlertEvent, { type: 'orders' }>['orders']): AlertState {
  const phases = new Map<number, AlertPhase>();
  for (const { id, isUnacknowledged } of orders) {
    const before = state.phases.get(id);
    if (!isUnacknowledged) phases.set(id, 'acknowledged');
    else phases.set(id, before ?? 'new');
  }
  return withPhases(state, phases);
}

function onTick(state: AlertState, now: number): AlertState {
  const fresh = [...state.phases].filter(([, phase]) => phase === 'new').map(([id]) => id);
  if (fresh.length > 0) {
    const phases = new Map(state.phases);
    for (const id of fresh) phases.set(id, 'alerting');
    return { phases, lastSoundAt: now, sounds: state.sounds + 1, announced: fresh };
  }
  const isAlerting = [...state.phases.values()].includes('alerting');
  if (!isAlerting || (state.lastSoundAt !== null && now - state.lastSoundAt < ALERT_REPEAT_MS)) return state;
  return { ...state, lastSoundAt: now, sounds: state.sounds + 1 };
}

function setPhase(state: AlertState, ids: readonly number[], from: AlertPhase[], to: AlertPhase): AlertState {
  const phases = new Map(state.phases);
  for (const id of ids) {
    const phase = phases.get(id);
    if (phase !== undefined && from.includes(phase)) phases.set(id, to);
  }
  return withPhases(state, phases);
}

export function alertReducer(state: AlertState, event: AlertEvent): AlertState {
  switch (event.type) {
    case 'orders':
      return onOrders(state, event.orders);
    case 'tick':
      return onTick(state, event.now);
    case 'acknowledge':
      return setPhase(state, event.ids, ['new', 'alerting'], 'acknowledged');
    case 'acknowledge-failed':
      return setPhase(state, event.ids, ['acknowledged'], 'alerting');
  }
}

/** The orders the banner names and 'Gesehen' acknowledges, in the order they arrived on the board. */
export function alertingIds(state: AlertState): number[] {
  return [...state.phases].filter(([, phase]) => phase !== 'acknowledged').map(([id]) => id);
}
