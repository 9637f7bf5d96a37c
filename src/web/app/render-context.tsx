import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DocumentMetaTags } from '../lib/document-meta.js';
import type { MenuOutline, PageCatalogue } from './page-catalogue.js';
import { replayTypedFields } from './typed-before-hydration.js';

/** Where a page tells the server, while it renders, the head's tags and the answer's status. */
export interface PageReport {
  setStatus: (status: number) => void;
  setMeta: (meta: DocumentMetaTags) => void;
  /** The products the page shows: its data carries only these (page-catalogue.ts). */
  setCatalogue: (catalogue: PageCatalogue) => void;
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
  /** The outline of the menu the server rendered, in the browser only: its data holds only the shown part. */
  menuOutline?: MenuOutline | undefined;
  /** The request's cookies, on the server only (the browser reads its own). */
  cookies?: string | undefined;
  /** On the server only. */
  page?: PageReport | undefined;
}

export const RenderContext = createContext<RenderFacts>({});

export function useRenderFacts(): RenderFacts {
  return useContext(RenderContext);
}

/** True on the server and while the browser hydrates; pages rendered only in the browser never are. */
const HydratingContext = createContext(false);

/** The server renders every view as hydration will see it. */
export function ServerRendering({ children }: { children: ReactNode }) {
  return <HydratingContext value>{children}</HydratingContext>;
}

/**
 * Around a hydrated page: true while React hydrates, then false. The views that read the browser render
 * again after that in a transition, in slices like the hydration itself, instead of one long task on a
 * phone (a long menu's cart and clock sit high in its tree).
 */
export function Hydration({ children }: { children: ReactNode }) {
  const [isHydrating, setIsHydrating] = useState(true);
  useEffect(() => {
    // Before anything renders again, or the fields would get the server's values back.
    replayTypedFields(document);
    startTransition(() => setIsHydrating(false));
  }, []);
  // Said on the document once the browser's own answer is drawn, for whoever waits for it (the journeys).
  useEffect(() => {
    if (!isHydrating) document.documentElement.dataset.hydrated = '';
  }, [isHydrating]);
  return <HydratingContext value={isHydrating}>{children}</HydratingContext>;
}

/**
 * True on the server and while the browser hydrates the server's HTML, then false (React renders again
 * with the browser's answer right after hydrating). Views read the browser's storage, screen and clock
 * only when it is false, so hydration meets exactly the server's HTML.
 */
export function useIsHydrating(): boolean {
  return useContext(HydratingContext);
}

export function useOrigin(): string {
  return useContext(RenderContext).origin ?? window.location.origin;
}

/** A cookie of the request being rendered, or of this browser. */
export function useCookies(): () => string {
  const { cookies } = useContext(RenderContext);
  return () => cookies ?? document.cookie;
}
