import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { branches, deliveryAreas, logs, tags } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('branches API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let demoBranchIds: number[];
  let tagId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    demoBranchIds = (await t.database.db.select({ id: branches.id }).from(branches).orderBy(branches.id)).map(
      (row) => row.id,
    );
    [{ id: tagId }] = (await t.database.db.select({ id: tags.id }).from(tags).limit(1)) as [{ id: number }];
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    employee = await signInAs(t, {
      email: 'kellner@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [demoBranchIds[0]!],
    });
  });
  afterAll(async () => t?.close());

  const branch = {
    identifier: 'lustenau-kirchplatz',
    name: 'Lustenau Kirchplatz',
    street: 'Kirchplatz 2',
    zipCode: '6890',
    city: 'Lustenau',
    phone: '+43 5577 82120',
    email: 'lustenau@cafe-tischlein.example',
    website: 'https://www.cafe-tischlein.example/lustenau',
    longitude: 9.658,
    latitude: 47.426,
    openingHours: [
      { type: 'daily', from: '07:00', to: '18:00', isClosed: false },
      { type: 'once', date: '2026-12-24', from: '07:00', to: '12:00', isClosed: false },
    ],
    deliveryAreas: [
      {
        area: 'Lustenau',
        price: 250,
        tax: 10,
        free: false,
        freeFromOrderValue: 3000,
        minimumOrderValue: 1500,
      },
      { area: 'Dornbirn', price: 450, tax: 10 },
    ],
  };
  const create = (payload: object) => admin.request({ method: 'POST', url: '/api/branches', payload });

  it('creates a branch with hours, delivery areas and tags and shows it on the storefront', async () => {
    const response = await create({ ...branch, tags: [{ id: tagId }] });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      identifier: 'lustenau-kirchplatz',
      phone: '+43 5577 82120',
      division: null,
      tags: [{ id: tagId }],
      images: [],
      logo: null,
      isTakeawayEnabled: true,
      requirements: { delivery: { email: true, phone: true, address: true } },
      openingHours: branch.openingHours,
    });
    expect(created.deliveryAreas).toEqual([
      {
        id: expect.any(Number),
        area: 'Lustenau',
        price: 250,
        tax: 10,
        free: false,
        freeFromOrderValue: 3000,
        minimumOrderValue: 1500,
      },
      {
        id: expect.any(Number),
        area: 'Dornbirn',
        price: 450,
        tax: 10,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: null,
      },
    ]);
    const init = (await t.app.inject({ method: 'GET', url: '/api/init' })).json();
    const listed = init.data.find((entry: { url: string }) => entry.url === '/api/branches').data;
    expect(listed.map((entry: { identifier: string }) => entry.identifier)).toContain('lustenau-kirchplatz');
    // A division's own page lists its branches (ADR 041): the storefront knows each branch's division.
    const shown = listed.find((entry: { identifier: string }) => entry.identifier === 'lustenau-kirchplatz');
    expect(shown.division).toBeNull();
    const demo = listed.find((entry: { identifier: string }) => entry.identifier === 'dornbirn');
    expect(demo.division).toEqual(expect.any(Number));
  });

  it('replaces the delivery areas on update, keeping the ids of those that stay', async () => {
    const created = (await create({ ...branch, identifier: 'bludenz' })).json().data;
    const [kept, dropped] = created.deliveryAreas;
    const response = await admin.request({
      method: 'PUT',
      url: `/api/branches/${created.id}`,
      payload: {
        ...created,
        deliveryAreas: [
          { area: 'Nüziders', price: 300, tax: 10 },
          { ...kept, price: 200 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const areas = response.json().data.deliveryAreas;
    expect(areas.map((area: { area: string }) => area.area)).toEqual(['Nüziders', 'Lustenau']);
    expect(areas[1]).toMatchObject({ id: kept.id, price: 200 });
    expect(await t.database.db.$count(deliveryAreas, eq(deliveryAreas.id, dropped.id))).toBe(0);
  });

  it('refuses a delivery area id of another branch', async () => {
    const created = (await create({ ...branch, identifier: 'hohenems' })).json().data;
    const [foreign] = await t.database.db
      .select({ id: deliveryAreas.id })
      .from(deliveryAreas)
      .where(eq(deliveryAreas.branchId, demoBranchIds[0]!))
      .limit(1);
    const response = await admin.request({
      method: 'PUT',
      url: `/api/branches/${created.id}`,
      payload: { ...created, deliveryAreas: [{ id: foreign!.id, area: 'Fremd', price: 0, tax: 10 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      message: 'Der gewählte Eintrag existiert nicht.',
      field: 'deliveryAreas.0.id',
    });
  });

  it.each([
    [
      { openingHours: [{ type: 'daily', from: '7 Uhr', to: '18:00', isClosed: false }] },
      'openingHours.0.from',
    ],
    [
      { openingHours: [{ type: 'once', from: '07:00', to: '18:00', isClosed: false }] },
      'openingHours.0.date',
    ],
    [
      { deliveryHours: [{ type: 'funday', from: '07:00', to: '18:00', isClosed: false }] },
      'deliveryHours.0.type',
    ],
    [{ phone: '05577 82120' }, 'phone'],
    [{ email: 'lustenau(at)cafe' }, 'email'],
    [{ website: 'cafe-tischlein' }, 'website'],
    [{ latitude: 123 }, 'latitude'],
    [{ orderableFrom: '24:00' }, 'orderableFrom'],
    [{ deliveryAreas: [{ area: 'A', price: -1, tax: 10 }] }, 'deliveryAreas.0.price'],
    [
      {
        deliveryAreas: [
          { area: 'A', price: 1, tax: 10 },
          { area: 'a', price: 1, tax: 10 },
        ],
      },
      'deliveryAreas',
    ],
    [{ name: 'x'.repeat(201) }, 'name'],
  ])('refuses bad input %# with a German message naming %s', async (change, field) => {
    const before = await t.database.db.$count(branches);
    const response = await create({ ...branch, identifier: 'falsch', ...change });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field?: string }) => entry.field === field);
    expect(error?.message).toMatch(/[äöüÄÖÜß]|Bitte|Dieser|Ungültig|Jeder|Zahl|Wert/);
    expect(await t.database.db.$count(branches)).toBe(before);
  });

  it('refuses an unknown tag or logo with 422 on the field, and a duplicate identifier with 409', async () => {
    const tag = await create({ ...branch, identifier: 'tag-test', tags: [{ id: 999999 }] });
    expect(tag.statusCode).toBe(422);
    expect(tag.json().errors[0].field).toBe('tags');
    const logo = await create({ ...branch, identifier: 'logo-test', logo: { id: 999999 } });
    expect(logo.statusCode).toBe(422);
    expect(logo.json().errors[0].field).toBe('logo');
    const duplicate = await create({ ...branch, identifier: 'dornbirn' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0]).toEqual({
      message: 'Dieser Wert wird bereits verwendet.',
      field: 'identifier',
    });
  });

  it('refuses to delete a branch that tables and menus still belong to', async () => {
    const before = await t.database.db.$count(logs);
    const response = await admin.request({ method: 'DELETE', url: `/api/branches/${demoBranchIds[0]}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ message: 'Filiale wird noch verwendet und kann nicht gelöscht werden.' }],
    });
    expect(await t.database.db.$count(logs)).toBe(before);
  });

  it('shows an employee only the branches the employee belongs to, and lets it change none', async () => {
    const list = await employee.request({ method: 'GET', url: '/api/branches' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((entry: { id: number }) => entry.id)).toEqual([demoBranchIds[0]]);
    const other = await employee.request({ method: 'GET', url: `/api/branches/${demoBranchIds[1]}` });
    expect(other.statusCode).toBe(404);
    const own = (await employee.request({ method: 'GET', url: `/api/branches/${demoBranchIds[0]}` })).json()
      .data;
    const write = await employee.request({
      method: 'PUT',
      url: `/api/branches/${own.id}`,
      payload: { ...own, name: 'Umbenannt' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors[0].message).toBe(authMessages.forbidden);
  });

  it('round-trips a demo branch unchanged when the form sends back what it read', async () => {
    const read = (await admin.request({ method: 'GET', url: `/api/branches/${demoBranchIds[0]}` })).json()
      .data;
    const response = await admin.request({ method: 'PUT', url: `/api/branches/${read.id}`, payload: read });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(read);
  });
});
