import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '../../src/domain/labels/label-query.js';
import { formatMoney } from '../../src/domain/money/format.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { loadDemo, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';
import QRCode from 'qrcode';
import { tableCodeMessages } from '../../src/domain/tables/table-codes-query.js';
import { PAGE_CODE_BOX } from '../../src/server/integrations/printers/table-codes-pdf.js';
import { hasInk, readCodeModules, renderPdf } from '../support/pdf-render.js';
import { branchId } from './order-fixtures.js';

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

  const tablesOf = async (branch: number) => {
    const response = await admin.request({ method: 'GET', url: '/api/tables' });
    return (response.json().data as { id: number; identifier: string; branch: number }[]).filter(
      (table) => table.branch === branch,
    );
  };
  const codes = (session: StaffSession, query: string) =>
    session.request({ method: 'GET', url: `/api/tables/qr-codes.pdf?${query}` });

  it("prints one table's QR code per page, and the code holds the branch's link with the table", async () => {
    const dornbirn = branchId(demo, 'dornbirn');
    const [first, second] = await tablesOf(dornbirn);
    const response = await codes(staff, `branch=${dornbirn}&layout=page&tables=${first!.id},${second!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = renderPdf(response.rawPayload, 100);
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain(`Tisch ${first!.identifier}`);
    const link = `http://127.0.0.1:3000/store/dornbirn?table=${encodeURIComponent(first!.identifier)}`;
    expect(pdf.text).toContain(link);
    const expected = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const read = await readCodeModules(
      pdf.images[0]!,
      {
        left: PAGE_CODE_BOX.x / PAGE_CODE_BOX.page.width,
        top: PAGE_CODE_BOX.y / PAGE_CODE_BOX.page.height,
        size: PAGE_CODE_BOX.size / PAGE_CODE_BOX.page.width,
      },
      expected.size,
    );
    const wanted = Array.from({ length: expected.size }, (_, row) =>
      Array.from({ length: expected.size }, (_, column) => Boolean(expected.get(row, column))),
    );
    expect(read).toEqual(wanted);
  });

  it("prints all of a branch's tables on sheets of twelve", async () => {
    const dornbirn = branchId(demo, 'dornbirn');
    const all = await tablesOf(dornbirn);
    const response = await codes(admin, `branch=${dornbirn}&layout=sheet`);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = renderPdf(response.rawPayload);
    expect(pdf.pages).toBe(Math.ceil(all.length / 12));
    for (const table of all) expect(pdf.text).toContain(`Tisch ${table.identifier}`);
  });

  it("refuses another branch's tables to an employee, and tables of another branch", async () => {
    const bregenz = branchId(demo, 'bregenz');
    const foreign = await codes(staff, `branch=${bregenz}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].message).toBe(tableCodeMessages.unknownBranch);
    const [bregenzTable] = await tablesOf(bregenz);
    const mixed = await codes(admin, `branch=${branchId(demo, 'dornbirn')}&tables=${bregenzTable!.id}`);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors[0]).toMatchObject({
      message: tableCodeMessages.unknownTable,
      field: 'tables',
    });
    const layout = await codes(admin, `branch=${bregenz}&layout=poster`);
    expect(layout.statusCode).toBe(400);
    expect(layout.json().errors[0].message).toBe(tableCodeMessages.layout);
  });
});
