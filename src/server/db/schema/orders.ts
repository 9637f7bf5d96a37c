import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UnitId } from '../../../domain/units/catalogue.js';
import {
  createdAt,
  flag,
  id,
  instant,
  position,
  quantity,
  taxRate,
  updatedAt,
  type DeliveryMethod,
  type JsonObject,
  type OrderItemPart,
  type OrderItemProductSnapshot,
  type PaymentMethod,
  type TaxLine,
} from './columns.js';
import { branches, deliveryAreas, donatees } from './organisation.js';
import { products } from './catalog.js';
import { devices } from './devices.js';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    uid: text('uid').notNull().unique(),
    // 128-bit secret of the public status link, hex; compared in constant time.
    hash: text('hash').notNull(),
    // Ticket numbers restart per branch and Vienna calendar day; the number is null when tickets are disabled.
    ticketDate: date('ticket_date', { mode: 'string' }).notNull(),
    ticketNumber: integer('ticket_number'),
    method: text('method').$type<DeliveryMethod>().notNull(),
    isPreorder: flag('is_preorder'),
    isQuotation: flag('is_quotation'),
    isConfirmed: flag('is_confirmed'),
    confirmedAt: instant('confirmed_at'),
    isInDelivery: flag('is_in_delivery'),
    inDeliveryAt: instant('in_delivery_at'),
    isCompleted: flag('is_completed'),
    completedAt: instant('completed_at'),
    isDelivered: flag('is_delivered'),
    deliveredAt: instant('delivered_at'),
    isRejected: flag('is_rejected'),
    rejectedAt: instant('rejected_at'),
    rejectionMessage: text('rejection_message'),
    isCanceled: flag('is_canceled'),
    canceledAt: instant('canceled_at'),
    isFailed: flag('is_failed'),
    failedAt: instant('failed_at'),
    isPaid: flag('is_paid'),
    paidAt: instant('paid_at'),
    isRefunded: flag('is_refunded'),
    refundedAt: instant('refunded_at'),
    // The customer's desired time; the calendar date shown as appointmentDate derives from it.
    appointment: instant('appointment'),
    counterAppointment: instant('counter_appointment'),
    counterAppointmentAcceptedAt: instant('counter_appointment_accepted_at'),
    counterAppointmentRejectedAt: instant('counter_appointment_rejected_at'),
    tableIdentifier: text('table_identifier'),
    isCompany: flag('is_company'),
    companyName: text('company_name'),
    company: text('company'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street'),
    floor: text('floor'),
    stairway: text('stairway'),
    door: text('door'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('AT'),
    vatNo: text('vat_no'),
    phone: text('phone'),
    email: text('email'),
    isDeliveryAddressDifferent: flag('is_delivery_address_different'),
    isDeliveryCompany: flag('is_delivery_company'),
    deliveryCompanyName: text('delivery_company_name'),
    deliveryCompany: text('delivery_company'),
    deliveryFirstName: text('delivery_first_name'),
    deliveryLastName: text('delivery_last_name'),
    deliveryStreet: text('delivery_street'),
    deliveryFloor: text('delivery_floor'),
    deliveryStairway: text('delivery_stairway'),
    deliveryDoor: text('delivery_door'),
    deliveryZipCode: text('delivery_zip_code'),
    deliveryCity: text('delivery_city'),
    deliveryCountry: text('delivery_country'),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id, { onDelete: 'restrict' }),
    // The area's name as it was when ordered, for receipts after the area was renamed.
    deliveryAreaName: text('delivery_area_name'),
    comment: text('comment').notNull().default(''),
    legalInstructionsAcceptedAt: instant('legal_instructions_accepted_at'),
    privacyPolicyAcceptedAt: instant('privacy_policy_accepted_at'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cash'),
    paymentProvider: text('payment_provider'),
    paymentProviderId: text('payment_provider_id'),
    paymentStatus: text('payment_status'),
    itemsGross: integer('items_gross').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryFeeTax: taxRate('delivery_fee_tax'),
    totalGross: integer('total_gross').notNull(),
    totalNet: integer('total_net').notNull(),
    totalTax: integer('total_tax').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    donateeId: integer('donatee_id').references(() => donatees.id, { onDelete: 'restrict' }),
    donationAmount: integer('donation_amount').notNull().default(0),
    questionnaireRating: smallint('questionnaire_rating'),
    questionnaireFoodRating: smallint('questionnaire_food_rating'),
    questionnaireServiceRating: smallint('questionnaire_service_rating'),
    questionnaireProcessRating: smallint('questionnaire_process_rating'),
    questionnaireComment: text('questionnaire_comment'),
    questionnaireSubmittedAt: instant('questionnaire_submitted_at'),
    // When the branch was told: at once for orders paid at pickup, when paid for online ones. Boards,
    // alerts and escalation count from here, never from createdAt (an unpaid order is not the branch's yet).
    placedAt: instant('placed_at'),
    // Somebody at the branch saw the new-order alert; it repeats until then.
    acknowledgedAt: instant('acknowledged_at'),
    // Unanswered orders: the branch was reminded by SMS or e-mail, then the order was rejected.
    escalatedAt: instant('escalated_at'),
    // The rejection was the escalation's, nobody at the branch answered in time (ADR 044): set with
    // isRejected, so staff and guest never read a timeout as a refusal.
    timedOutAt: instant('timed_out_at'),
    // The kitchen slot the order takes and its make-time minutes, while the branch limits capacity.
    capacitySlot: instant('capacity_slot'),
    makeMinutes: integer('make_minutes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_branch_id_ticket_date_ticket_number_key').on(
      t.branchId,
      t.ticketDate,
      t.ticketNumber,
    ),
    index('orders_branch_id_created_at_idx').on(t.branchId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_branch_id_placed_at_idx').on(t.branchId, t.placedAt),
    index('orders_branch_id_capacity_slot_idx')
      .on(t.branchId, t.capacitySlot)
      .where(sql`${t.capacitySlot} is not null`),
    index('orders_payment_provider_id_idx').on(t.paymentProvider, t.paymentProviderId),
    check('orders_method_check', sql`${t.method} in ('takeaway', 'delivery', 'dineIn')`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans')`,
    ),
    check(
      'orders_questionnaire_ratings_check',
      sql`${t.questionnaireRating} between 1 and 5 and ${t.questionnaireFoodRating} between 1 and 5 and ${t.questionnaireServiceRating} between 1 and 5 and ${t.questionnaireProcessRating} between 1 and 5`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: position(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    product: jsonb('product').$type<OrderItemProductSnapshot>().notNull(),
    amount: quantity('amount').notNull(),
    unit: text('unit').$type<UnitId>().notNull(),
    parts: jsonb('parts').$type<OrderItemPart[]>().notNull().default([]),
    // Per unit in `unit`, parts included.
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    taxRate: taxRate('tax_rate').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_id_position_key').on(t.orderId, t.position),
    index('order_items_product_id_idx').on(t.productId),
  ],
);

/** A repeated POST /api/orders with the same Idempotency-Key gets the first answer back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull().unique(),
    // Same key with a different body is a client error, not a replay.
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** The last ticket number handed out per branch and day; incremented with a row lock. */
export const ticketCounters = pgTable(
  'ticket_counters',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    ticketDate: date('ticket_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.ticketDate] })],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    raw: jsonb('raw').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_provider_id_key').on(t.provider, t.providerId),
    index('payments_order_id_idx').on(t.orderId),
  ],
);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    // 'receipt', 'label', 'test'.
    kind: text('kind').notNull(),
    status: text('status').$type<'pending' | 'printing' | 'done' | 'failed'>().notNull().default('pending'),
    payload: jsonb('payload').$type<JsonObject>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    // When a device last took the job; a job still printing long after it counts as lost (ADR 010).
    claimedAt: instant('claimed_at'),
    printedAt: instant('printed_at'),
  },
  (t) => [
    index('print_jobs_device_id_status_idx').on(t.deviceId, t.status),
    index('print_jobs_order_id_idx').on(t.orderId),
  ],
);

/*
 * Per branch, how many changes of its orders were announced (trigger of migration 0015): every order event
 * carries the number, so a board that holds a list as of version n applies n+1 and reloads on a gap. A
 * row, not a sequence: it goes back with a rolled-back transaction, so the numbers have no holes.
 */
export const branchOrderVersions = pgTable('branch_order_versions', {
  branchId: integer('branch_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
