// The screens of the lunch-rush bench (bench/rush.ts), each making the calls its page makes
// (src/web/frontdesk/components/board-page.tsx with hooks/use-live-orders.ts and kitchen-strip.tsx,
// src/web/signage/components/player-page.tsx, src/web/backoffice/orders/components/orders-area.tsx, the
// statistics page): on load, on each event, on a gap, and on the pages' timers. A list applies an event
// with the pages' own rule (applyOrderEvent, applyPickupChange); the bench keeps only the versions a list
// holds, not its orders, since what a page shows decides none of its calls and sorting a thousand orders
// per event for 60 boards would make the load generator, not the server, the bottleneck.
import {
  applyOrderEvent,
  listDayOf,
  type LiveList,
  type LiveOrderEvent,
} from '../src/domain/order-board/live-list.js';
import {
  applyPickupChange,
  type PickupBoardState,
  type PickupChange,
} from '../src/domain/order-board/pickup.js';
import { readEventStream } from './read-event-stream.js';
import type { RushClient } from './rush-client.js';

/** Why a list was loaded again (use-live-orders.ts): a skipped version, `ready` ahead, a lost stream, `resync`, the 60 s safety poll. */
export type ReloadReason = 'gap' | 'ready' | 'lost' | 'resync' | 'safety';

/** What the screens share: the client, the window's clock, and where order events are noted as they arrive. */
export type ScreenContext = {
  client: RushClient;
  base: string;
  signal: AbortSignal;
  /** An order event reached a screen at `at` (performance.now()). */
  heard: (screen: 'board' | 'list', orderId: number, at: number) => void;
  /** Whether the measured window is on: reloads and losses count only then. */
  measuring: () => boolean;
};

export type ScreenCounts = {
  reloads: Record<ReloadReason, number>;
  events: number;
  lost: number;
};

const SAFETY_POLL_MS = 60_000;
const STRIP_MIN_GAP_MS = 3_000;
const STRIP_POLL_MS = 30_000;
const FAILED_RECEIPTS_MS = 60_000;
const HEARTBEAT_MS = 60_000;
const DEVICE_STATUS_MS = 60_000;
const RECONNECT_MS = 1_000;

const newCounts = (): ScreenCounts => ({
  reloads: { gap: 0, ready: 0, lost: 0, resync: 0, safety: 0 },
  events: 0,
  lost: 0,
});

/**
 * Holds an event stream open as the pages' reconnecting event source does: reopened a second after it
 * ended, until the bench aborts it.
 */
function holdStream(
  ctx: ScreenContext,
  path: string,
  onEvent: (event: string, data: string) => void,
  onLost: () => void,
  headers?: Record<string, string>,
) {
  const open = (): void => {
    void readEventStream(`${ctx.base}${path}`, ctx.signal, onEvent, headers)
      .catch(() => undefined)
      .then(() => {
        if (ctx.signal.aborted) return;
        onLost();
        setTimeout(open, RECONNECT_MS);
      });
  };
  open();
}

/**
 * A live order list (use-live-orders.ts): loaded once, kept by the events, loaded again only on a gap, a
 * `ready` naming versions it has not reached, `resync`, a lost stream or the safety poll; a reload under
 * way is not started twice, and events arriving meanwhile are applied to its answer.
 */
class LiveOrderList {
  readonly counts = newCounts();
  private list: LiveList | undefined;
  private reloading = false;
  private pending: LiveOrderEvent[] = [];
  private safety: NodeJS.Timeout | undefined;
  private closed = false;
  private readyResolve: (() => void) | undefined;
  readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));

  constructor(
    private readonly ctx: ScreenContext,
    private readonly screen: 'board' | 'list',
    private readonly kind: string,
    private readonly listPath: string,
    private readonly eventsPath: string,
    private readonly headers: Record<string, string>,
    /** Called whenever the list's data changed (the board's slot strip follows it). */
    private readonly onChange: () => void,
  ) {}

  async open(): Promise<void> {
    await this.load();
    holdStream(
      this.ctx,
      this.eventsPath,
      (event, data) => this.onEvent(event, data),
      () => {
        if (this.ctx.measuring()) this.counts.lost += 1;
        this.reload('lost');
      },
      this.headers,
    );
    await this.ready;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.safety);
  }

  private changed(): void {
    if (this.closed) return;
    // React Query restarts a query's refetch interval on every update of its data.
    clearTimeout(this.safety);
    this.safety = setTimeout(() => this.reload('safety'), SAFETY_POLL_MS);
    this.onChange();
  }

  private async load(): Promise<void> {
    this.reloading = true;
    try {
      const answer = await this.ctx.client.call(this.kind, 'GET', this.listPath, { headers: this.headers });
      if (answer.status !== 200) return;
      const { meta } = JSON.parse(answer.body) as { meta: { versions: Record<string, number> } };
      let list: LiveList = { orders: [], versions: meta.versions };
      const waiting = this.pending.splice(0);
      for (const [index, event] of waiting.entries()) {
        const step = applyOrderEvent(list, event, listDayOf(new Date()));
        if (step.kind === 'applied') list = { orders: [], versions: step.list.versions };
        else if (step.kind === 'gap') {
          // Still a hole: the answer was older than the event before it. The next reload closes it.
          this.pending.push(...waiting.slice(index));
          queueMicrotask(() => this.reload('gap'));
          break;
        }
      }
      this.list = list;
      this.changed();
    } catch {
      // The page shows the error and keeps the list it had; the next event or poll tries again.
    } finally {
      this.reloading = false;
    }
  }

  private reload(reason: ReloadReason): void {
    if (this.reloading || this.closed) return;
    if (this.ctx.measuring()) this.counts.reloads[reason] += 1;
    void this.load();
  }

  private onEvent(event: string, data: string): void {
    if (event === 'ready') {
      const { versions } = JSON.parse(data) as { versions?: Record<string, number> };
      const list = this.list;
      this.readyResolve?.();
      if (list === undefined) return;
      const behind =
        versions === undefined ||
        Object.entries(versions).some(([branch, version]) => version > (list.versions[branch] ?? -1));
      if (behind) this.reload('ready');
    } else if (event === 'resync') this.reload('resync');
    else if (event === 'order') {
      const at = performance.now();
      const change = JSON.parse(data) as LiveOrderEvent & { type: string };
      if (this.ctx.measuring()) this.counts.events += 1;
      if (change.type === 'placed') this.ctx.heard(this.screen, change.orderId, at);
      const list = this.list;
      if (list === undefined || this.reloading) {
        this.pending.push(change);
        return;
      }
      const step = applyOrderEvent(list, change, listDayOf(new Date()));
      if (step.kind === 'applied') {
        this.list = { orders: [], versions: step.list.versions };
        this.changed();
      } else if (step.kind === 'gap') {
        this.pending.push(change);
        this.reload('gap');
      }
    }
  }
}

/**
 * A front-desk board (board-page.tsx): the branch's list, live; its failed receipts every minute; the
 * kitchen strip (kitchen-strip.tsx), asked again when the list changes, at most every 3 s, and every 30 s;
 * and /api/init for the branch's name on load.
 */
export class FrontdeskBoard {
  private readonly live: LiveOrderList;
  private readonly timers: NodeJS.Timeout[] = [];
  private stripTimer: NodeJS.Timeout | undefined;
  private stripPoll: NodeJS.Timeout | undefined;
  private stripAskedAt = 0;
  private closed = false;
  private readonly base: string;

  constructor(
    private readonly ctx: ScreenContext,
    branchId: number,
    apiKey: string,
  ) {
    this.base = `/api/orders/frontdesk/${branchId}/${apiKey}`;
    this.live = new LiveOrderList(
      ctx,
      'board',
      'board: list reload',
      this.base,
      `${this.base}/events`,
      {},
      () => this.listChanged(),
    );
  }

  get counts(): ScreenCounts {
    return this.live.counts;
  }

  async open(): Promise<void> {
    const { client } = this.ctx;
    await Promise.all([
      client.call('board: load /api/init', 'GET', '/api/init'),
      client.call('board: failed receipts', 'GET', `${this.base}/print-jobs/failed`),
      this.askStrip(),
      this.live.open(),
    ]);
    this.timers.push(
      setInterval(
        () => void client.call('board: failed receipts', 'GET', `${this.base}/print-jobs/failed`),
        FAILED_RECEIPTS_MS,
      ),
    );
  }

  close(): void {
    this.closed = true;
    this.live.close();
    this.timers.forEach(clearInterval);
    clearTimeout(this.stripTimer);
    clearTimeout(this.stripPoll);
  }

  private listChanged(): void {
    if (this.closed) return;
    clearTimeout(this.stripTimer);
    const wait = Math.max(0, this.stripAskedAt + STRIP_MIN_GAP_MS - Date.now());
    this.stripTimer = setTimeout(() => {
      this.stripAskedAt = Date.now();
      void this.askStrip();
    }, wait);
  }

  private async askStrip(): Promise<void> {
    await this.ctx.client.call('board: kitchen strip', 'GET', `${this.base}/capacity`).catch(() => undefined);
    // Its own 30 s poll restarts with every answer.
    clearTimeout(this.stripPoll);
    if (this.closed) return;
    this.stripPoll = setTimeout(() => void this.askStrip(), STRIP_POLL_MS);
  }
}

/** The back office's current orders (orders-area.tsx): the list and /api/orders/events with the session. */
export class BackofficeList {
  private readonly live: LiveOrderList;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ctx: ScreenContext,
    private readonly headers: Record<string, string>,
  ) {
    this.live = new LiveOrderList(
      ctx,
      'list',
      'back office: current orders reload',
      '/api/orders/current',
      '/api/orders/events',
      headers,
      () => undefined,
    );
  }

  get counts(): ScreenCounts {
    return this.live.counts;
  }

  async open(): Promise<void> {
    await Promise.all([backofficeShell(this.ctx, this.headers, this.timers), this.live.open()]);
  }

  close(): void {
    this.live.close();
    this.timers.forEach(clearInterval);
  }
}

/** What every back-office page loads (the signed-in user, /api/init) and its device alarm's minute poll. */
async function backofficeShell(
  ctx: ScreenContext,
  headers: Record<string, string>,
  timers: NodeJS.Timeout[],
) {
  const status = () =>
    ctx.client.call('back office: device status', 'GET', '/api/devices/status', { headers });
  await Promise.all([
    ctx.client.call('back office: load /api/users/me', 'GET', '/api/users/me', { headers }),
    ctx.client.call('back office: load /api/init', 'GET', '/api/init'),
    status(),
  ]);
  timers.push(setInterval(() => void status().catch(() => undefined), DEVICE_STATUS_MS));
}

/**
 * A TV with the pickup board (player-page.tsx): playlist and pickup on start and on every (re)connect or
 * `resync`; each order change applied, the pickup board loaded again on a gap or a deleted order; a
 * heartbeat every minute.
 */
export class PickupTv {
  readonly counts = newCounts();
  private board: PickupBoardState | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly base: string;
  private readyResolve: (() => void) | undefined;
  private readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));

  constructor(
    private readonly ctx: ScreenContext,
    tvId: number,
    key: string,
  ) {
    this.base = `/api/signage/${tvId}/${key}`;
  }

  async open(): Promise<void> {
    await this.resync();
    holdStream(
      this.ctx,
      `${this.base}/events`,
      (event, data) => this.onEvent(event, data),
      () => {
        if (this.ctx.measuring()) this.counts.lost += 1;
      },
    );
    await this.ready;
    this.timer = setInterval(
      () =>
        void this.ctx.client.call('TV: heartbeat', 'POST', `${this.base}/heartbeat`).catch(() => undefined),
      HEARTBEAT_MS,
    );
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async resync(reason?: ReloadReason): Promise<void> {
    if (reason !== undefined && this.ctx.measuring()) this.counts.reloads[reason] += 1;
    await Promise.all([
      this.ctx.client.call('TV: playlist', 'GET', this.base).catch(() => undefined),
      this.loadPickup(),
    ]);
  }

  private async loadPickup(): Promise<void> {
    try {
      const answer = await this.ctx.client.call('TV: pickup board', 'GET', `${this.base}/pickup`);
      if (answer.status === 200) this.board = (JSON.parse(answer.body) as { data: PickupBoardState }).data;
    } catch {
      // Offline: the board keeps the numbers it had until the stream is back.
    }
  }

  private onEvent(event: string, data: string): void {
    if (event === 'ready') {
      this.readyResolve?.();
      void this.resync('ready');
    } else if (event === 'resync') void this.resync('resync');
    else if (event === 'orders') {
      if (this.ctx.measuring()) this.counts.events += 1;
      const parsed = JSON.parse(data) as Partial<PickupChange>;
      const change = typeof parsed.version === 'number' ? (parsed as PickupChange) : undefined;
      const step =
        change === undefined || this.board === null ? undefined : applyPickupChange(this.board, change);
      if (step?.kind === 'applied') this.board = step.board;
      else if (step?.kind !== 'held') {
        if (this.ctx.measuring()) this.counts.reloads.gap += 1;
        void this.loadPickup();
      }
    }
  }
}

/** The statistics page's calls for today, all branches, as an administrator sees it (17 distinct queries). */
export function statisticsCalls(today: string, yesterday: string): string[] {
  const period = `from=${today}&to=${today}`;
  const before = `from=${yesterday}&to=${yesterday}`;
  const ofToday = [
    'orders',
    'unique-visitors',
    'page-views',
    'revenue',
    'items',
    'order-times',
    'popular-items',
    'lost-demand',
    'canceled-orders',
    'pages',
    'events',
    'visitor-times',
    'working-activities',
    'working-schedules',
  ].map((name) => `/api/statistics/${name}?${period}`);
  const ofYesterday = ['orders', 'unique-visitors', 'page-views'].map(
    (name) => `/api/statistics/${name}?${before}`,
  );
  return [...ofToday, ...ofYesterday];
}

/** A statistics dashboard: the back-office shell, and every 30 s all of the page's calls at once. */
export class Dashboard {
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ctx: ScreenContext,
    private readonly headers: Record<string, string>,
    private readonly calls: string[],
  ) {}

  async open(): Promise<void> {
    await backofficeShell(this.ctx, this.headers, this.timers);
  }

  /** Refreshes every 30 s from `offsetMs` on (the dashboards do not all refresh in the same instant). */
  start(offsetMs: number): void {
    this.timers.push(
      setTimeout(() => {
        void this.refresh();
        this.timers.push(setInterval(() => void this.refresh(), 30_000));
      }, offsetMs),
    );
  }

  close(): void {
    this.timers.forEach(clearTimeout);
  }

  private async refresh(): Promise<void> {
    const started = performance.now();
    const measured = this.ctx.measuring();
    const answers = await Promise.all(
      this.calls.map((path) =>
        this.ctx.client
          .call('statistics (each call)', 'GET', path, { headers: this.headers })
          .catch(() => null),
      ),
    );
    if (measured) {
      const ok = answers.every((answer) => answer !== null && answer.status === 200);
      this.ctx.client.note(
        'statistics (whole refresh, 17 calls)',
        performance.now() - started,
        ok ? 'ok' : 'error',
      );
    }
  }
}
