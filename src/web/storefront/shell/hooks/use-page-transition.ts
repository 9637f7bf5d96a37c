import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../../app/route-handle.js';
import { prefersReducedMotion } from '../utils/reduced-motion.js';

/** Route names starting with custom_ skip the page transition (spec, section 1). */
export const skipsTransition = (name: string | undefined): boolean => name?.startsWith('custom_') === true;

/**
 * The page transition: the new page fades in after a navigation. It runs through the Web Animations API
 * on the element, so the server's HTML and the hydrated markup carry no class of it, the first load
 * shows at once (nothing for Lighthouse to wait for), and opacity moves nothing (no layout shift).
 */
export function usePageTransition(element: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    if (skipsTransition(name) || prefersReducedMotion()) return;
    element.current?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 250, easing: 'ease-out' });
  }, [pathname, name, element]);
}
