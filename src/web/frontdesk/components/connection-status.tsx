import { ordersDe } from '../../i18n/orders.js';
import type { ConnectionState } from '../hooks/use-order-events.js';

const text = ordersDe.board;

/** Whether new orders arrive by themselves right now; a lost connection is said, not hidden. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  return (
    <p className="connection" data-state={state} role="status">
      <span className="connection__dot" aria-hidden="true" />
      {state === 'connected' ? text.connected : state === 'connecting' ? text.connecting : text.reconnecting}
    </p>
  );
}
