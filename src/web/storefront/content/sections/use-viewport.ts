import { useSyncExternalStore } from 'react';

function subscribeToResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('resize', listener);
  };
}

/** The viewport's width in CSS pixels; unknown while rendering on the server. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => undefined,
  );
}

function subscribeToMotion(listener: () => void): () => void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', listener);
  return () => {
    query.removeEventListener('change', listener);
  };
}

/** Whether the guest asked the system for less motion; a server render assumes so (nothing moves yet). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => true,
  );
}
