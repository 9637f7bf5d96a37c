import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../../paths.js';
import { boardAddress } from './board-address.js';

const origin = 'https://shop.example.at';

describe('the address of a branch board', () => {
  it('opens the front-desk and the back-office board at their own routes', () => {
    expect(boardAddress(origin, 3, 'frontdesk', 'Ab-9_x')).toBe(`${origin}/frontdesk/3/Ab-9_x`);
    expect(boardAddress(origin, 3, 'backoffice', 'Ab-9_x')).toBe(`${origin}/backoffice-board/3/Ab-9_x`);
  });

  it('is read back by the router as the same branch and key, for every key the server issues', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom('frontdesk', 'backoffice'),
        // The server's keys are base64url (src/server/organisation/branches/api-keys.ts).
        fc.stringMatching(/^[\w-]{1,64}$/),
        (branchId, kind, apiKey) => {
          const { pathname } = new URL(boardAddress(origin, branchId, kind, apiKey));
          const pattern = kind === 'frontdesk' ? routePatterns.frontdesk : routePatterns.backofficeBoard;
          const match = matchPath(pattern, pathname);
          expect(match?.params).toEqual({ branchId: String(branchId), apiKey });
        },
      ),
    );
  });
});
