import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { userMessages } from '../../src/domain/schemas/entities/user.js';
import { branches, logs, sessions, users } from '../../src/server/db/schema/index.js';
import { verifyPassword } from '../../src/server/organisation/auth/password.js';
import { signInAs, STAFF_PASSWORD, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('users API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    const [branch] = await t.database.db.select({ id: branches.id }).from(branches).limit(1);
    branchId = branch!.id;
  });
  afterAll(async () => t?.close());

  const newUser = {
    email: 'lena@cafe.example',
    name: 'Lena Berchtold',
    roles: ['ROLE_EMPLOYEE'],
    password: 'Topfenstrudel-mit-Vanille',
  };
  const create = (payload: object) => admin.request({ method: 'POST', url: '/api/users', payload });
  const update = (id: number, payload: object) =>
    admin.request({ method: 'PUT', url: `/api/users/${id}`, payload: { ...payload, id } });

  it('creates a user with an argon2id password and never shows the hash', async () => {
    const response = await create({ ...newUser, branches: [{ id: branchId }] });
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({
      email: 'lena@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: branchId }],
      hasPassword: true,
      isEnabled: true,
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|"password(Hash)?"/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, newUser.password)).toBe(true);
    const [entry] = await t.database.db.select().from(logs).where(eq(logs.entityId, user.id));
    expect(JSON.stringify(entry)).not.toContain(row!.passwordHash!);
    expect(JSON.stringify(entry)).not.toContain(newUser.password);

    const list = await admin.request({ method: 'GET', url: '/api/users' });
    expect(JSON.stringify(list.json())).not.toContain('$argon2');
  });

  it('refuses an e-mail address in use, in any letter case', async () => {
    const response = await create({ ...newUser, email: 'CHEFIN@cafe.example' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'email' }],
    });
  });

  it.each([
    [{ email: 'keine-adresse' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    [{ password: 'kurz' }, 'password', authMessages.passwordTooShort],
    [{ roles: ['ROLE_KOENIG'] }, 'roles.0', undefined],
    [{ expiresAt: '31.12.2026' }, 'expiresAt', 'Bitte geben Sie ein gültiges Datum mit Uhrzeit an.'],
  ])('refuses bad input %# naming the field', async (change, field, message) => {
    const response = await create({ ...newUser, email: 'neu@cafe.example', ...change });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field?: string }) => entry.field === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it('refuses a password found in a leak', async () => {
    const response = await create({ ...newUser, email: 'leak@cafe.example', password: 'password123' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: [{ message: authMessages.leakedPassword, field: 'password' }],
    });
    expect(await t.database.db.$count(users, eq(users.email, 'leak@cafe.example'))).toBe(0);
  });

  it('refuses an unknown branch with 422 on the field', async () => {
    const response = await create({ ...newUser, email: 'filiale@cafe.example', branches: [{ id: 999999 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'branches' });
  });

  it('keeps the password when an update leaves it out, and replaces it when one is given', async () => {
    const employee = await signInAs(t, { email: 'max@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    const user = (await admin.request({ method: 'GET', url: `/api/users/${employee.userId}` })).json().data;
    const renamed = await update(user.id, { ...user, name: 'Max Moosbrugger' });
    expect(renamed.statusCode).toBe(200);
    const me = await employee.request({ method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, STAFF_PASSWORD)).toBe(true);

    const reset = await update(user.id, { ...user, password: 'Ein-neues-sicheres-Passwort' });
    expect(reset.statusCode).toBe(200);
    const [changed] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(changed!.passwordHash!, 'Ein-neues-sicheres-Passwort')).toBe(true);
    // Someone else set the password: the user's sessions end.
    expect((await employee.request({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('ends the sessions of a user who is disabled', async () => {
    const employee = await signInAs(t, { email: 'eva@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    expect((await employee.request({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    const user = (await admin.request({ method: 'GET', url: `/api/users/${employee.userId}` })).json().data;
    expect((await update(user.id, { ...user, isEnabled: false })).statusCode).toBe(200);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await employee.request({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('does not let an administrator delete, demote, disable or lock themselves', async () => {
    const me = (await admin.request({ method: 'GET', url: `/api/users/${admin.userId}` })).json().data;
    const before = await t.database.db.$count(logs);
    for (const [change, field, message] of [
      [{ roles: ['ROLE_EMPLOYEE'] }, 'roles', userMessages.selfDemote],
      [{ isEnabled: false }, 'isEnabled', userMessages.selfDisable],
      [{ isLocked: true }, 'isLocked', userMessages.selfDisable],
    ] as const) {
      const response = await update(me.id, { ...me, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: [{ message, field }] });
    }
    const removal = await admin.request({ method: 'DELETE', url: `/api/users/${me.id}` });
    expect(removal.statusCode).toBe(422);
    expect(removal.json()).toEqual({ errors: [{ message: userMessages.selfDelete }] });
    expect(await t.database.db.$count(logs)).toBe(before);
    expect((await admin.request({ method: 'GET', url: '/api/users/me' })).json().data.roles).toEqual([
      'ROLE_ADMIN',
    ]);
  });

  it('deletes another user who has not changed anything yet', async () => {
    const created = (await create({ ...newUser, email: 'weg@cafe.example' })).json().data;
    const response = await admin.request({ method: 'DELETE', url: `/api/users/${created.id}` });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.$count(users, eq(users.id, created.id))).toBe(0);
  });

  it('refuses to delete a user whose changes are in the log', async () => {
    const otherAdmin = await signInAs(t, { email: 'zweite@cafe.example', roles: ['ROLE_ADMIN'] });
    await otherAdmin.request({
      method: 'POST',
      url: '/api/divisions',
      payload: { identifier: 'von-zweiter', name: 'Von der Zweiten' },
    });
    const response = await admin.request({ method: 'DELETE', url: `/api/users/${otherAdmin.userId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ message: 'Benutzer wird noch verwendet und kann nicht gelöscht werden.' }],
    });
  });
});
