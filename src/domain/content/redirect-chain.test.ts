import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentMessages } from './messages.js';
import { redirectChainProblem, type RedirectLink } from './redirect-chain.js';

const stored: RedirectLink[] = [
  { id: 1, path: 'agb', target: '/site/terms-and-conditions' },
  { id: 2, path: 'speisekarte', target: '/store/dornbirn' },
];

describe('redirectChainProblem', () => {
  it('accepts a redirect to a page', () => {
    expect(redirectChainProblem({ path: 'impressum', target: '/site/imprint' }, stored)).toBeUndefined();
  });

  it('accepts saving a stored redirect again', () => {
    expect(redirectChainProblem(stored[0]!, stored)).toBeUndefined();
  });

  it('refuses a redirect to its own path', () => {
    expect(redirectChainProblem({ path: 'agb', target: '/agb/' }, [])).toEqual({
      field: 'target',
      message: contentMessages.redirectToItself,
    });
  });

  it('refuses a target that is another redirect', () => {
    expect(redirectChainProblem({ path: 'karte', target: '/speisekarte' }, stored)).toEqual({
      field: 'target',
      message: contentMessages.redirectChain('speisekarte'),
    });
  });

  it('names a loop as a loop', () => {
    expect(
      redirectChainProblem({ id: 3, path: 'site/terms-and-conditions', target: '/agb' }, stored),
    ).toEqual({ field: 'target', message: contentMessages.redirectLoop('agb') });
  });

  it('refuses a path another redirect already points at', () => {
    expect(redirectChainProblem({ path: 'store/dornbirn', target: '/ueber-uns' }, stored)).toEqual({
      field: 'path',
      message: contentMessages.redirectChainedFrom('speisekarte'),
    });
  });

  it('leaves external targets alone', () => {
    expect(redirectChainProblem({ path: 'shop', target: 'https://example.com/agb' }, stored)).toBeUndefined();
  });

  it('never lets a set of accepted redirects contain a chain', () => {
    const path = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.array(fc.tuple(path, path), { maxLength: 12 }), (pairs) => {
        const accepted: RedirectLink[] = [];
        for (const [from, to] of pairs) {
          if (accepted.some((redirect) => redirect.path === from)) continue;
          const candidate = { id: accepted.length + 1, path: from, target: `/${to}` };
          if (redirectChainProblem(candidate, accepted) === undefined) accepted.push(candidate);
        }
        const paths = new Set(accepted.map((redirect) => redirect.path));
        return accepted.every((redirect) => !paths.has(redirect.target.slice(1)));
      }),
    );
  });
});
