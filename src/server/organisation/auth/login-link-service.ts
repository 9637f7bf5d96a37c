import {
  LOGIN_LINK_MINUTES,
  type LoginLinkMail,
  type LoginLinkRequest,
} from '../../../domain/auth/login-link.js';
import { authMessages } from '../../../domain/auth/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { consumeLoginLink, insertLoginLink } from './login-link-queries.js';
import { findUserByEmail, findUserById, recordLoginAttempt } from './queries.js';
import { createWindowLimit, retryAfterSeconds } from '../../lib/window-limit.js';
import {
  accountRefusal,
  hashToken,
  newToken,
  type AuthService,
  type ClientInfo,
  type SignedIn,
} from './service.js';

const LOGIN_LINK_QUEUE = 'login-link-request';
/** Link requests per e-mail address and per client address in 15 minutes (this instance; ADR 013). */
export const LINK_REQUESTS_PER_ACCOUNT = 5;
export const LINK_REQUESTS_PER_ADDRESS = 20;
const LINK_WINDOW_MS = 15 * 60_000;
const LOGIN_LINK_TTL_MS = LOGIN_LINK_MINUTES * 60_000;

type IssueRequest = { email: string; requestedAt: string };

export async function createLoginLinkService(deps: {
  db: Db;
  jobs: JobQueue;
  /** The messaging context's sender, passed in: access does not depend on messaging. */
  notifications: { loginLink(mail: LoginLinkMail): Promise<void> };
  auth: AuthService;
  publicBaseUrl: string;
}) {
  const { db } = deps;

  /** Runs as a job, after the answer is out: how long it takes says nothing about the account. */
  async function issue({ email, requestedAt }: IssueRequest): Promise<void> {
    const now = new Date(requestedAt);
    const user = await findUserByEmail(db, email);
    // Nobody learns of a refused account here; the link would only be refused at redemption.
    if (!user || accountRefusal(user, now)) return;
    const token = newToken();
    const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
    // Only the hash is stored: a leaked table hands out no live link.
    await insertLoginLink(db, { userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
    await deps.notifications.loginLink({
      userId: user.id,
      email: user.email,
      name: user.name,
      url: `${deps.publicBaseUrl}/backend/login/link/${token}`,
      expiresAt,
    });
  }

  await deps.jobs.define<IssueRequest>({ name: LOGIN_LINK_QUEUE, handler: issue });
  const perAccount = createWindowLimit({ limit: LINK_REQUESTS_PER_ACCOUNT, windowMs: LINK_WINDOW_MS });
  const perAddress = createWindowLimit({ limit: LINK_REQUESTS_PER_ADDRESS, windowMs: LINK_WINDOW_MS });

  return {
    /**
     * Limited per e-mail address and per client address on their own counters, so the form can flood
     * no mailbox, yet requests by strangers never count against the account's password sign-in.
     */
    async request(request: LoginLinkRequest, client: ClientInfo): Promise<void> {
      const wait = perAddress(client.ip, client.now) || perAccount(request.email.toLowerCase(), client.now);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        throw new HttpError(429, authMessages.tooManyAttempts(minutes), undefined, retryAfterSeconds(wait));
      }
      await deps.jobs.send(LOGIN_LINK_QUEUE, { email: request.email, requestedAt: client.now.toISOString() });
    },

    /** Signs in with a link once; the session and cookie are the same as after a password sign-in. */
    async redeem(token: string, client: ClientInfo, previousToken?: string): Promise<SignedIn> {
      const link = await consumeLoginLink(db, hashToken(token), client.now);
      const user = link ? await findUserById(db, link.userId) : undefined;
      if (!user) throw new HttpError(401, authMessages.invalidLoginLink);
      const refusal = accountRefusal(user, client.now);
      if (refusal) throw refusal;
      await recordLoginAttempt(db, user.email, client.ip, true, client.now);
      return deps.auth.startSession(user, client, previousToken);
    },
  };
}
