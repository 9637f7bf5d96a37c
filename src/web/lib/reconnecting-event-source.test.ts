import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openReconnectingEventSource, type EventSourceHandlers } from './reconnecting-event-source.js';

/** The browser's EventSource as far as the module uses it: listeners by event name, and close(). */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: Event) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener(new Event(name));
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

describe('the reconnecting event stream', () => {
  let windowEvents: EventTarget;
  const onUp = vi.fn<(event: Event) => void>();
  const onLost = vi.fn<() => void>();
  const onOrder = vi.fn<(event: Event) => void>();
  const handlers: EventSourceHandlers = { upEvent: 'hello', onUp, onLost, events: { order: onOrder } };

  beforeEach(() => {
    vi.useFakeTimers();
    // The longest wait of each step, so the tests know when the next attempt is due.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    FakeEventSource.opened = [];
    windowEvents = new EventTarget();
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('window', windowEvents);
    for (const handler of [onUp, onLost, onOrder]) handler.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the stream and hands on its greeting and events', () => {
    openReconnectingEventSource('/api/events', handlers);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    latest().emit('hello');
    latest().emit('order');
    expect(onUp).toHaveBeenCalledTimes(1);
    expect(onOrder).toHaveBeenCalledTimes(1);
  });

  it('after a failure reports the loss once and tries again after a doubling wait', () => {
    openReconnectingEventSource('/api/events', handlers);
    const first = latest();
    first.emit('error');
    expect(first.isClosed).toBe(true);
    expect(onLost).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);

    latest().emit('error');
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(onLost).toHaveBeenCalledTimes(2);
  });

  it('starts the wait over once a stream came up again', () => {
    openReconnectingEventSource('/api/events', handlers);
    latest().emit('error');
    vi.advanceTimersByTime(1_000);
    latest().emit('error');
    vi.advanceTimersByTime(2_000);
    latest().emit('hello');
    latest().emit('error');
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('tries at once when the network comes back, and not while a stream is open', () => {
    openReconnectingEventSource('/api/events', handlers);
    windowEvents.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(1);
    latest().emit('error');
    windowEvents.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(2);
    // The wait that was cut short does not open a third stream later.
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('drops an open stream as a loss, and its late error is not a second one', () => {
    const stream = openReconnectingEventSource('/api/events', handlers);
    const first = latest();
    stream.drop();
    expect(first.isClosed).toBe(true);
    expect(onLost).toHaveBeenCalledTimes(1);
    first.emit('error');
    expect(onLost).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('once closed, neither an error, a wait nor the network opens it again', () => {
    const stream = openReconnectingEventSource('/api/events', handlers);
    latest().emit('error');
    stream.close();
    vi.advanceTimersByTime(60_000);
    windowEvents.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(1);

    const other = openReconnectingEventSource('/api/other', handlers);
    const open = latest();
    other.close();
    expect(open.isClosed).toBe(true);
    open.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
