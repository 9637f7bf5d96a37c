import { contentMessages } from './messages.js';
import { targetsPath } from './site-path.js';

export interface RedirectLink {
  id?: number;
  /** Stored without slashes at either end, e.g. 'agb'. */
  path: string;
  target: string;
}

export interface RedirectProblem {
  field: 'path' | 'target';
  message: string;
}

/**
 * Every redirect answers with its final address at once: a redirect to another redirect (a chain) costs
 * the guest a second round trip and may close a loop the browser gives up on. So a redirect may neither
 * point at another redirect's path nor be pointed at by one. `others` are the stored redirects; the
 * candidate's own stored row (same id) is ignored.
 */
export function redirectChainProblem(
  candidate: RedirectLink,
  others: readonly RedirectLink[],
): RedirectProblem | undefined {
  if (targetsPath(candidate.target, candidate.path)) {
    return { field: 'target', message: contentMessages.redirectToItself };
  }
  const rest = others.filter((other) => candidate.id === undefined || other.id !== candidate.id);
  const next = rest.find((other) => targetsPath(candidate.target, other.path));
  if (next !== undefined) {
    const message = targetsPath(next.target, candidate.path)
      ? contentMessages.redirectLoop(next.path)
      : contentMessages.redirectChain(next.path);
    return { field: 'target', message };
  }
  const previous = rest.find((other) => targetsPath(other.target, candidate.path));
  if (previous !== undefined) {
    return { field: 'path', message: contentMessages.redirectChainedFrom(previous.path) };
  }
  return undefined;
}
