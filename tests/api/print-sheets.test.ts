import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '../../src/domain/labels/label-query.js';
import { formatMoney } from '../../src/domain/money/format.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { loadDemo, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';
import { hasInk, renderPdf } from '../support/pdf-render.js';

describe.each(testDatabases)('printable sheets on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let staff: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAdmin(t);
    staff = await signInCounterStaff(t, demo, 'dornbirn');
  }, 180_000);
  afterAll(() => t?.close());

  const productWithAllergens = () => {
    const product = [...demo.products.values()].find(
      (candidate) => candidate.allergens.length > 0 && !candidate.isPriceHidden,
    );
    if (product === undefined) throw new Error('the demo data has no product with allergens');
    return product;
  };
  const labels = (session: StaffSession, query: string) =>
    session.request({ method: 'GET', url: `/api/products/labels.pdf?${query}` });

  it('renders compact labels, 12 rows by 4 columns, with name, price per unit and allergens', async () => {
    const product = productWithAllergens();
    const response = await labels(staff, `layout=compact&products=${Array(5).fill(product.id).join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = renderPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(product.name.slice(0, 12));
    expect(pdf.text).toContain(formatMoney(product.price).replace(/\s/g, ' ').slice(-4));
    expect(pdf.text).toContain(`Allergene: ${product.allergens.join(', ')}`);
    const [page] = pdf.images;
    // Five labels: the whole first row and the first place of the second; the second row's last is empty.
    const cell = (row: number, column: number) => ({
      left: column / 4 + 0.01,
      top: row / 12 + 0.005,
      width: 1 / 4 - 0.02,
      height: 1 / 12 - 0.01,
    });
    expect(await hasInk(page!, cell(0, 0))).toBe(true);
    expect(await hasInk(page!, cell(0, 3))).toBe(true);
    expect(await hasInk(page!, cell(1, 0))).toBe(true);
    expect(await hasInk(page!, cell(1, 1))).toBe(false);
    expect(await hasInk(page!, cell(11, 3))).toBe(false);
  });

  it('renders detail labels, 5 by 2, starting after the places already used, on a second sheet', async () => {
    const product = productWithAllergens();
    const response = await labels(admin, `layout=detail&skip=9&products=${product.id},${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = renderPdf(response.rawPayload);
    expect(pdf.pages).toBe(2);
    const half = (row: number, column: number) => ({
      left: column / 2 + 0.02,
      top: row / 5 + 0.01,
      width: 0.46,
      height: 0.18,
    });
    expect(await hasInk(pdf.images[0]!, half(0, 0))).toBe(false);
    expect(await hasInk(pdf.images[0]!, half(4, 1))).toBe(true);
    expect(await hasInk(pdf.images[1]!, half(0, 0))).toBe(true);
    expect(await hasInk(pdf.images[1]!, half(0, 1))).toBe(false);
  });

  it('refuses an empty choice, an unknown product and a wrong layout with German messages', async () => {
    const empty = await labels(staff, 'layout=compact');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ message: labelMessages.products, field: 'products' });
    const unknown = await labels(staff, `products=${productWithAllergens().id},999999`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({
      message: labelMessages.unknownProduct,
      field: 'products',
    });
    const layout = await labels(staff, `layout=gross&products=${productWithAllergens().id}`);
    expect(layout.statusCode).toBe(400);
    expect(layout.json().errors[0].message).toBe(labelMessages.layout);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/products/labels.pdf?products=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
