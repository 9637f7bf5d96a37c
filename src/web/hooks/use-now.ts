import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed every intervalMs. All clock-dependent views read the time here,
 * from Date.now(), so a test clock fixes what every one of them shows.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date(Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date(Date.now())), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
