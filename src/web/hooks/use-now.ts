import { useEffect, useState } from 'react';
import { useIsHydrating, useRenderFacts } from '../app/render-context.js';

/**
 * The current instant, refreshed every intervalMs. All clock-dependent views read the time here,
 * from Date.now(), so a test clock fixes what every one of them shows. A server-rendered page shows
 * the instant the server rendered for until it is hydrated, then this browser's clock.
 */
export function useNow(intervalMs = 30_000): Date {
  const { renderedAt } = useRenderFacts();
  const isHydrating = useIsHydrating();
  const [now, setNow] = useState(() => new Date(Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date(Date.now())), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return isHydrating && renderedAt !== undefined ? renderedAt : now;
}
