import { readEventStream } from './read-event-stream.js';
import type { RushClient } from './rush-client.js';

export const FIRST_STATUS = 'shopper: stream opened → first status';

/**
 * Guests on a branch page or in the checkout, as use-capacity.ts follows the branch's ordering status:
 * each opens the branch's event stream when it arrives and closes it when it leaves `stayMs` later. The
 * time from opening to the first status is counted as a call (while the client records); a stream that
 * could not be opened, or never said anything, is an error.
 */
export class Shoppers {
  private open = 0;
  statuses = 0;

  constructor(
    private readonly client: RushClient,
    private readonly base: string,
    private readonly branchIds: readonly number[],
    private readonly stayMs: number,
    private readonly signal: AbortSignal,
  ) {}

  get present(): number {
    return this.open;
  }

  /** Shopper n arrives at its branch (round the branches) and stays `stayMs`, or `leavesInMs` if given. */
  arrive(n: number, leavesInMs = this.stayMs): void {
    const leave = new AbortController();
    const stop = () => leave.abort();
    this.signal.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(stop, leavesInMs);
    const branchId = this.branchIds[n % this.branchIds.length]!;
    const started = performance.now();
    const recording = this.client.isRecording;
    let heard = false;
    this.open += 1;
    readEventStream(`${this.base}/api/branches/${branchId}/ordering-status/events`, leave.signal, (event) => {
      if (event !== 'status') return;
      this.statuses += 1;
      if (heard) return;
      heard = true;
      if (recording) this.client.note(FIRST_STATUS, performance.now() - started, 'ok');
    })
      .catch((error: unknown) => {
        if (recording && !leave.signal.aborted) {
          this.client.note(FIRST_STATUS, performance.now() - started, 'error', () => String(error));
        }
      })
      .finally(() => {
        if (recording && !heard && leave.signal.aborted && !this.signal.aborted) {
          this.client.note(FIRST_STATUS, performance.now() - started, 'error', () => 'no status heard');
        }
        this.open -= 1;
        clearTimeout(timer);
        this.signal.removeEventListener('abort', stop);
      });
  }
}
