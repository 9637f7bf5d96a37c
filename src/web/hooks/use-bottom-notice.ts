import { useLayoutEffect, type RefObject } from 'react';

/** Read by the phone's cart bar and the desktop cart panel (ordering.css) to stay clear of the notice. */
const HEIGHT_PROPERTY = '--bottom-notice-height';

/**
 * A notice fixed to the window's bottom (the cookie banner, the install prompt) publishes its height, so
 * the cart sits above it instead of under it: a guest sees and reaches the cart and its order button
 * while the notice waits for an answer.
 */
export function useBottomNotice(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}
