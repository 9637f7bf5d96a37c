import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { userInputSchema } from '../../src/domain/schemas/entities/user.js';
import type { Role } from '../../src/domain/schemas/user.js';
import { userService } from '../../src/server/organisation/users/service.js';
import { fixedNow, type TestApp } from './test-app.js';

export const STAFF_PASSWORD = 'Marillenknoedel-2026';

export type StaffSession = {
  userId: number;
  cookie: string;
  csrfToken: string;
  /** app.inject with this user's cookie and, for writes, the CSRF token. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** Creates a staff account through the users service and signs it in through the real login call. */
export async function signInAs(
  t: TestApp,
  options: { email: string; roles: Role[]; branchIds?: number[] },
): Promise<StaffSession> {
  const input = userInputSchema.parse({
    email: options.email,
    name: options.email.split('@')[0],
    roles: options.roles,
    branches: (options.branchIds ?? []).map((id) => ({ id })),
    password: STAFF_PASSWORD,
  });
  // Creating an account checks no actor; the set-up has none.
  const setUp = { user: { id: 0, email: '', name: 'Test', roles: [], branches: [] }, now: fixedNow };
  const userId = await userService.create(t.database.db, input, setUp);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: options.email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const setCookie = login.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
  const csrfToken = login.json().data.csrfToken as string;
  return {
    userId,
    cookie,
    csrfToken,
    request: (request) =>
      t.app.inject({
        ...request,
        headers: { cookie, 'x-csrf-token': csrfToken, ...(request.headers ?? {}) },
      }),
  };
}
