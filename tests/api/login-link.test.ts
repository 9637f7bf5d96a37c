import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { loginAttempts, loginLinks, messages, users } from '../../src/server/db/schema/index.js';
import { mailNotConfigured } from '../../src/server/integrations/mail/smtp-mailer.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const publicBaseUrl = 'https://tischlein.example';
const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return header?.split(';')[0] ?? '';
};
const linkPattern = new RegExp(`${publicBaseUrl}/backend/login/link/([A-Za-z0-9_-]+)`);

describe.each(testDatabases)('login links on $name', (target) => {
  let t: TestApp;
  let sink: SmtpSink;
  let now = fixedNow;
  // Each test an hour after the one before: link requests are limited per 15 minutes in memory.
  let start = new Date(fixedNow.getTime() - 60 * 60_000);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(target, {
      seed: false,
      deps: {
        now: () => now,
        publicBaseUrl,
        notifications: { mail: { smtpUrl: sink.url, from: 'Tischlein <noreply@tischlein.example>' } },
        jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    start = new Date(start.getTime() + 60 * 60_000);
    now = start;
    sink.mails.length = 0;
    await t.database.db.delete(loginAttempts);
    await t.database.db.delete(messages);
    await t.database.db.delete(users);
  });

  const addUser = async (values: Partial<typeof users.$inferInsert> = {}) => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'anna@cafe.example', name: 'Anna', roles: ['ROLE_EMPLOYEE'], ...values })
      .returning();
    if (!user) throw new Error('user not inserted');
    return user;
  };
  const requestLink = (email: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email }, remoteAddress: ip });
  const redeem = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-link/redeem', payload: { token }, headers });

  /** Asks for a link and reads it out of the mail, as the user would. */
  async function linkFromMail(email = 'anna@cafe.example'): Promise<string> {
    const before = sink.mails.filter((mail) => mail.to.includes(email)).length;
    expect((await requestLink(email)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const mails = await sink.waitForMails(email, before + 1);
    const token = mails.at(-1)?.parsed.text?.match(linkPattern)?.[1];
    if (!token) throw new Error('no login link in the mail');
    return token;
  }

  it('mails a link that signs in once, with the same session and cookie as a password sign-in', async () => {
    await addUser();
    const token = await linkFromMail();
    const [mail] = sink.mails;
    expect(mail?.parsed.subject).toBe('Ihr Anmeldelink für Tischlein');
    expect(mail?.parsed.html).toContain(`href="${publicBaseUrl}/backend/login/link/${token}"`);
    expect(mail?.parsed.text).toContain('Der Link gilt bis 09:45 Uhr');

    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^tischlein_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(first.json().data).toMatchObject({ email: 'anna@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: cookieOf(first.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.csrfToken).toBe(first.json().data.csrfToken);

    const second = await redeem(token);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ errors: [{ message: authMessages.invalidLoginLink }] });
  });

  it('keeps only the SHA-256 of the token, and drops the link from the stored mail once it is sent', async () => {
    const user = await addUser();
    const token = await linkFromMail();
    const [link] = await t.database.db.select().from(loginLinks).where(eq(loginLinks.userId, user.id));
    expect(link?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(link?.expiresAt.toISOString()).toBe(new Date(start.getTime() + 15 * 60_000).toISOString());
    const [message] = await t.database.db.select().from(messages);
    expect(message).toMatchObject({ template: 'login-link', status: 'sent', recipient: 'anna@cafe.example' });
    expect(JSON.stringify(message?.data)).not.toContain(token);
  });

  it('refuses a link after 15 minutes', async () => {
    await addUser();
    const fresh = await linkFromMail();
    const stale = await linkFromMail();
    now = new Date(start.getTime() + 14 * 60_000);
    expect((await redeem(fresh)).statusCode).toBe(200);
    now = new Date(start.getTime() + 15 * 60_000 + 1);
    const late = await redeem(stale);
    expect(late.statusCode).toBe(401);
    expect(late.json().errors[0].message).toBe(authMessages.invalidLoginLink);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    await addUser();
    const known = await requestLink('anna@cafe.example');
    const unknown = await requestLink('niemand@cafe.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ data: { message: authMessages.loginLinkSent } });
    await t.app.jobs.drain();
    await sink.waitForMails('anna@cafe.example');
    expect(sink.mails.map((mail) => mail.to)).toEqual([['anna@cafe.example']]);
    expect(await t.database.db.select().from(loginLinks)).toHaveLength(1);
  });

  it('refuses a link of an account disabled or locked since, with their messages', async () => {
    const user = await addUser();
    const forDisabled = await linkFromMail();
    const forLocked = await linkFromMail();
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, user.id));
    const disabled = await redeem(forDisabled);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().errors[0].message).toBe(authMessages.accountDisabled);
    await t.database.db.update(users).set({ isEnabled: true, isLocked: true }).where(eq(users.id, user.id));
    const locked = await redeem(forLocked);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors[0].message).toBe(authMessages.accountLocked);
  });

  it('sends no link to a locked account, answering as for any other', async () => {
    await addUser({ isLocked: true });
    const response = await requestLink('anna@cafe.example');
    expect(response.json()).toEqual({ data: { message: authMessages.loginLinkSent } });
    await t.app.jobs.drain();
    expect(sink.mails).toEqual([]);
  });

  it('limits requests per e-mail address, for unknown addresses too', async () => {
    await addUser();
    for (const email of ['anna@cafe.example', 'niemand@cafe.example']) {
      for (let i = 0; i < 5; i += 1) expect((await requestLink(email)).statusCode).toBe(202);
      const refused = await requestLink(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].message).toBe(authMessages.tooManyAttempts(15));
    }
    await t.app.jobs.drain();
    expect(await sink.waitForMails('anna@cafe.example', 5)).toHaveLength(5);
  });

  it('answers a mangled or made-up token with the same message', async () => {
    for (const token of ['', 'x'.repeat(500), 'a'.repeat(43)]) {
      const response = await redeem(token);
      expect([400, 401]).toContain(response.statusCode);
      expect(response.json().errors[0].message).toBe(authMessages.invalidLoginLink);
    }
  });
});

describe.each(testDatabases)('login links without SMTP on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t?.close());

  it('starts, and shows the mail as failed with the reason instead of losing it', async () => {
    await t.database.db.insert(users).values({ email: 'anna@cafe.example', name: 'Anna', roles: [] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-link',
      payload: { email: 'anna@cafe.example' },
    });
    expect(response.statusCode).toBe(202);
    await t.app.jobs.drain();
    const rows = await t.database.db.select().from(messages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: 'login-link',
      status: 'failed',
      attempts: 1,
      providerStatus: mailNotConfigured,
      sentAt: null,
    });
  });
});
