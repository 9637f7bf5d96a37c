import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll, positionKey, scrollPlan } from '../../../app/scroll-plan.js';
import { prefersReducedMotion } from '../utils/reduced-motion.js';

const STORAGE_KEY = 'tischlein-scroll-positions';
// On the server there is no layout to wait for; the browser runs the layout effect before painting.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** How long a restored position waits for the page to grow tall enough (its parts may still be loading). */
const RESTORE_WAIT_MS = 3_000;

/**
 * Scrolls back to `top`; while the page is still too short to get there, again each time it grows, until it
 * reaches the place, the wait ends, or the guest scrolls elsewhere themselves. Returns the way to stop.
 */
function restoreWhenTallEnough(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  window.scrollTo({ top });
  if (reachable()) return () => {};
  let lastSet = Math.round(window.scrollY);
  const observer = new ResizeObserver(() => {
    // A guest who scrolled meanwhile keeps their place.
    if (Math.abs(Math.round(window.scrollY) - lastSet) > 2) return stop();
    window.scrollTo({ top });
    lastSet = Math.round(window.scrollY);
    if (reachable()) stop();
  });
  const deadline = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(deadline);
  }
  observer.observe(document.body);
  return stop;
}

/**
 * The spec's scrolling on navigation: smoothly to the top; to a hash after 750 ms; back to where a history
 * entry was left after 750 ms (back and forward, and a reload). Positions live per history entry in session
 * storage, as React Router's ScrollRestoration keeps them. With reduced motion nothing glides.
 */
export function useRouteScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const isFirst = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (positions.current !== null) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useBrowserLayoutEffect(() => {
    positions.current ??= readPositions();
    const key = positionKey(location);
    const plan = scrollPlan({
      hash: location.hash,
      saved: positions.current[key],
      isFirst: isFirst.current,
      // Back to such an entry (from the checkout, say) restores its place like any other.
      keepsPlace: navigationType !== 'POP' && keepsScroll(location.state),
    });
    isFirst.current = false;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    let timer: number | undefined;
    if (plan.kind === 'top') window.scrollTo({ top: 0, behavior });
    let stopRestoring = () => {};
    if (plan.kind === 'restore')
      timer = window.setTimeout(() => {
        stopRestoring = restoreWhenTallEnough(plan.top);
      }, plan.delayMs);
    if (plan.kind === 'hash')
      timer = window.setTimeout(
        () => document.getElementById(plan.id)?.scrollIntoView({ behavior }),
        plan.delayMs,
      );
    // Remember where this entry is while the guest scrolls it; the next navigation leaves it there.
    const remember = () => {
      if (positions.current !== null) positions.current[key] = Math.round(window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.clearTimeout(timer);
      stopRestoring();
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);
}
