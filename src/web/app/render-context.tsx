import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DocumentMetaTags } from '../lib/document-meta.js';

/** Where a page tells the server, while it renders, the head's tags and the answer's status. */
export interface PageReport {
  setStatus: (status: number) => void;
  setMeta: (meta: DocumentMetaTags) => void;
}

/**
 * Facts the server and the hydrating browser must agree on so both render the same HTML
 * (docs/decisions/014-server-rendering.md). A page rendered only in the browser has none of them.
 */
export interface RenderFacts {
  /** The instant the server rendered for; the browser shows it until the page is hydrated. */
  renderedAt?: Date | undefined;
  /** The public origin of canonical and structured-data addresses. */
  origin?: string | undefined;
  /** The request's cookies, on the server only (the browser reads its own). */
  cookies?: string | undefined;
  /** On the server only. */
  page?: PageReport | undefined;
}

export const RenderContext = createContext<RenderFacts>({});

export function useRenderFacts(): RenderFacts {
  return useContext(RenderContext);
}

const unsubscribed = () => () => undefined;

/**
 * True on the server and while the browser hydrates the server's HTML, then false (React renders again
 * with the browser's answer right after hydrating). Views read the browser's storage, screen and clock
 * only when it is false, so hydration meets exactly the server's HTML.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  );
}

export function useOrigin(): string {
  return useContext(RenderContext).origin ?? window.location.origin;
}

/** A cookie of the request being rendered, or of this browser. */
export function useCookies(): () => string {
  const { cookies } = useContext(RenderContext);
  return () => cookies ?? document.cookie;
}
