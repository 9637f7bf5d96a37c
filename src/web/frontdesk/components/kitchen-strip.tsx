import './kitchen-strip.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { BoardSlots } from '../../../domain/capacity/public-state.js';
import type { OrderingChange } from '../../../domain/capacity/settings.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { capacityDe } from '../../i18n/capacity.js';
import { t } from '../../i18n/t.js';
import { OrderingControls } from '../../components/ordering-controls.js';
import { kitchenApi } from '../api/kitchen-api.js';

const text = capacityDe.board;
/** The strip follows the order list, but asks at most this often however many orders arrive. */
const STRIP_MIN_GAP_MS = 3_000;
/** Slots move on with the clock even without orders. */
const STRIP_POLL_MS = 30_000;

const clock = (iso: string) => viennaParts(new Date(iso)).time;

function freeText(slot: BoardSlots['slots'][number]): string {
  if (slot.freeOrders === 0 || slot.freeMinutes === 0) return text.full;
  if (slot.freeOrders !== null) return t(text.freeOrders, { count: String(slot.freeOrders) });
  if (slot.freeMinutes !== null) return t(text.freeMinutes, { minutes: String(slot.freeMinutes) });
  return text.unlimited;
}

function pausedText(strip: BoardSlots): string {
  if (strip.resumesAt !== null) return t(text.pausedUntil, { time: clock(strip.resumesAt) });
  return text.pausedOpenEnd;
}

/**
 * The kitchen on the front-desk board: the next four slots with what they hold and what is free, and
 * the switches for 'Viel los' and the pause of online orders. It looks again when the order list
 * changes (at most every 3 s) and every 30 s.
 */
export function KitchenStrip(props: { branchId: string; apiKey: string; ordersUpdatedAt: number }) {
  const api = useMemo(() => kitchenApi(props.branchId, props.apiKey), [props.branchId, props.apiKey]);
  const queryClient = useQueryClient();
  const strip = useQuery({
    queryKey: api.queryKey,
    queryFn: ({ signal }) => api.strip(signal),
    refetchInterval: STRIP_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const lastAsked = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, lastAsked.current + STRIP_MIN_GAP_MS - Date.now());
    const timer = setTimeout(() => {
      lastAsked.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: api.queryKey });
    }, wait);
    return () => clearTimeout(timer);
  }, [props.ordersUpdatedAt, queryClient, api]);
  const change = useMutation({
    mutationFn: (body: OrderingChange) => api.change(body),
    onSuccess: (data) => queryClient.setQueryData(api.queryKey, data),
  });

  const data = strip.data;
  if (data === undefined) return null;
  return (
    <section className="kitchen" aria-labelledby="kitchen-title">
      <h2 id="kitchen-title" className="kitchen__title">
        {text.title}
        {data.isPaused ? <span className="kitchen__paused">{pausedText(data)}</span> : null}
        {!data.isPaused && data.extraMinutes > 0 ? (
          <span className="kitchen__extra">{t(text.extra, { minutes: String(data.extraMinutes) })}</span>
        ) : null}
      </h2>
      {data.isCapacityEnabled ? (
        <ol className="kitchen__slots" aria-label={text.strip}>
          {data.slots.map((slot) => (
            <li key={slot.start} className="kitchen__slot" data-full={freeText(slot) === text.full}>
              <span className="kitchen__time">{t(text.slot, { time: clock(slot.start) })}</span>
              <span>{t(text.used, { orders: String(slot.orders), minutes: String(slot.minutes) })}</span>
              <strong>{freeText(slot)}</strong>
            </li>
          ))}
        </ol>
      ) : (
        <p className="kitchen__off">{text.capacityOff}</p>
      )}
      <div className="kitchen__controls">
        <OrderingControls
          block="kitchen"
          busyMinutes={data.busyMinutes}
          isPaused={data.isPaused}
          isPending={change.isPending}
          error={change.isError ? change.error : null}
          onChange={(next) => change.mutate(next)}
        />
      </div>
    </section>
  );
}
