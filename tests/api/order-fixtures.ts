import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CartItem } from '../../src/domain/cart/cart-item.js';
import type { Branch } from '../../src/domain/schemas/branch.js';
import type { Product } from '../../src/domain/schemas/catalog.js';
import { initDataFromEntries, initResponseSchema } from '../../src/domain/schemas/init.js';
import type { Db } from '../../src/server/db/client.js';
import {
  idempotencyKeys,
  messages,
  orderItems,
  orders,
  payments,
  ticketCounters,
} from '../../src/server/db/schema/index.js';

export type Demo = { products: Map<string, Product>; branches: Map<string, Branch> };

/** The demo catalogue as the storefront loads it, by uid and branch identifier. */
export async function loadDemo(app: FastifyInstance): Promise<Demo> {
  const response = await app.inject({ method: 'GET', url: '/api/init' });
  const init = initDataFromEntries(initResponseSchema.parse(response.json()).data);
  return {
    products: new Map(init['/api/products'].map((product) => [product.uid, product])),
    branches: new Map(init['/api/branches'].map((branch) => [branch.identifier, branch])),
  };
}

export function item(demo: Demo, uid: string, overrides: Partial<CartItem> = {}): CartItem {
  const product = demo.products.get(uid);
  if (product === undefined) throw new Error(`No demo product ${uid}.`);
  return { productId: product.id, amount: 1, unit: product.unit, parts: {}, ...overrides };
}

export function branchId(demo: Demo, identifier: string): number {
  const branch = demo.branches.get(identifier);
  if (branch === undefined) throw new Error(`No demo branch ${identifier}.`);
  return branch.id;
}

/** A takeaway order at Dornbirn, paid in cash: three Kaisersemmeln and a Buttercroissant. */
export function takeawayOrder(demo: Demo, overrides: Record<string, unknown> = {}) {
  return {
    branch: branchId(demo, 'dornbirn'),
    isDelivery: false,
    isDineIn: false,
    items: [item(demo, 'kaisersemmel', { amount: 3 }), item(demo, 'buttercroissant')],
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...overrides,
  };
}

export function postOrder(app: FastifyInstance, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** Rows of every table an order call may write, to show that a refusal wrote nothing. */
export async function orderTableCounts(db: Db) {
  const [o, i, k, t, p, m] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderItems),
    db.select().from(idempotencyKeys),
    db.select().from(ticketCounters),
    db.select().from(payments),
    db.select().from(messages),
  ]);
  return {
    orders: o.length,
    items: i.length,
    keys: k.length,
    counters: t.length,
    payments: p.length,
    messages: m.length,
  };
}
