import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/domain/validation/messages.js';
import { branches } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('departments, tables and donatees API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let first: number;
  let second: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    [first, second] = (
      await t.database.db.select({ id: branches.id }).from(branches).orderBy(branches.id)
    ).map((row) => row.id) as [number, number];
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    employee = await signInAs(t, {
      email: 'kellner@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [first],
    });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => admin.request({ method: 'POST', url, payload });
  const ids = (response: { json: () => { data: { id: number }[] } }) =>
    response.json().data.map((row) => row.id);

  it('filters departments by branch and shows an employee only those of its branches', async () => {
    const kitchen = (await post('/api/departments', { name: 'Küche', branch: first })).json().data;
    const bakery = (await post('/api/departments', { name: 'Backstube', branch: second })).json().data;
    const office = (await post('/api/departments', { name: 'Büro' })).json().data;
    expect(office).toEqual({ id: expect.any(Number), name: 'Büro', branch: null });

    expect(ids(await admin.request({ method: 'GET', url: '/api/departments' }))).toEqual(
      expect.arrayContaining([kitchen.id, bakery.id, office.id]),
    );
    expect(ids(await admin.request({ method: 'GET', url: `/api/departments?branch=${second}` }))).toEqual([
      bakery.id,
    ]);
    expect(ids(await employee.request({ method: 'GET', url: '/api/departments' }))).toEqual([kitchen.id]);
    const foreign = await employee.request({ method: 'GET', url: `/api/departments/${bakery.id}` });
    expect(foreign.statusCode).toBe(404);
    const bad = await admin.request({ method: 'GET', url: '/api/departments?branch=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'branch', message: 'Ungültige ID.' });
  });

  it('keeps table identifiers unique per branch and filters tables by branch', async () => {
    const created = await post('/api/tables', { identifier: 'Wintergarten 1', branch: first });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      identifier: 'Wintergarten 1',
      branch: first,
      position: 0,
    });
    const again = await post('/api/tables', { identifier: 'Wintergarten 1', branch: first });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({ message: validationMessages.alreadyInUse, field: 'identifier' });
    expect((await post('/api/tables', { identifier: 'Wintergarten 1', branch: second })).statusCode).toBe(
      201,
    );

    const ofSecond = (await admin.request({ method: 'GET', url: `/api/tables?branch=${second}` })).json()
      .data;
    expect(ofSecond.every((table: { branch: number }) => table.branch === second)).toBe(true);
    const forEmployee = (await employee.request({ method: 'GET', url: '/api/tables' })).json().data;
    expect(forEmployee.length).toBeGreaterThan(0);
    expect(forEmployee.every((table: { branch: number }) => table.branch === first)).toBe(true);
    const unknownBranch = await post('/api/tables', { identifier: 'X', branch: 999999 });
    expect(unknownBranch.statusCode).toBe(422);
    expect(unknownBranch.json().errors[0]).toEqual({
      message: validationMessages.unknownReference,
      field: 'branch',
    });
  });

  it('manages donation recipients with unique identifiers, disabled ones off the storefront', async () => {
    const created = await post('/api/donatees', {
      identifier: 'tafel-dornbirn',
      name: 'Tafel Dornbirn',
      isEnabled: false,
    });
    expect(created.statusCode).toBe(201);
    const donatee = created.json().data;
    const adminList = (await admin.request({ method: 'GET', url: '/api/donatees' })).json().data;
    expect(adminList).toContainEqual(donatee);
    const init = (await t.app.inject({ method: 'GET', url: '/api/init' })).json();
    const publicList = init.data.find((entry: { url: string }) => entry.url === '/api/donatees').data;
    expect(publicList.map((entry: { id: number }) => entry.id)).not.toContain(donatee.id);

    const updated = await admin.request({
      method: 'PUT',
      url: `/api/donatees/${donatee.id}`,
      payload: { ...donatee, isEnabled: true },
    });
    expect(updated.statusCode).toBe(200);
    const initAfter = (await t.app.inject({ method: 'GET', url: '/api/init' })).json();
    const publicAfter = initAfter.data.find((entry: { url: string }) => entry.url === '/api/donatees').data;
    expect(publicAfter.map((entry: { id: number }) => entry.id)).toContain(donatee.id);

    const duplicate = await post('/api/donatees', { identifier: 'tafel-dornbirn', name: 'Nochmal' });
    expect(duplicate.statusCode).toBe(409);
    expect((await admin.request({ method: 'DELETE', url: `/api/donatees/${donatee.id}` })).statusCode).toBe(
      204,
    );
  });

  it('keeps employees out of donatees', async () => {
    expect((await employee.request({ method: 'GET', url: '/api/donatees' })).statusCode).toBe(403);
  });
});
