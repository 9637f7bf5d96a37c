import { z } from 'zod';
import { reference } from '../validation/fields.js';
import { cartItemSchema } from '../cart/cart-item.js';

/*
 * The order contract between checkout, server and status page (storefront spec, section 3: "Checkout
 * order form" and "Order as returned"). Which contact and address fields are required depends on the
 * method and the branch flags; those rules live in src/domain/checkout and are applied by the server.
 */

export const paymentMethods = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** Paid at pickup or delivery; everything else is paid online before the branch sees the order. */
export const offlinePaymentMethods: readonly PaymentMethod[] = ['cash', 'atm-card', 'hydro-ag-voucher'];

export const countries = ['AT', 'DE', 'LI', 'CH'] as const;
export const countrySchema = z.enum(countries);
export type Country = z.infer<typeof countrySchema>;

const SHORT_TEXT = 200;
export const ORDER_COMMENT_MAX_LENGTH = 2000;
export const ORDER_ITEMS_MAX = 200;

const text = () => z.string().trim().max(SHORT_TEXT).default('');

export const orderFormSchema = z.object({
  isCompany: z.boolean().default(false),
  companyName: text(),
  company: text(),
  firstName: text(),
  lastName: text(),
  street: text(),
  floor: text(),
  stairway: text(),
  door: text(),
  zipCode: text(),
  city: text(),
  country: countrySchema.default('AT'),
  vatNo: text(),
  phone: text(),
  email: text(),
  isDeliveryAddressDifferent: z.boolean().default(false),
  isDeliveryCompany: z.boolean().default(false),
  deliveryCompanyName: text(),
  deliveryCompany: text(),
  deliveryFirstName: text(),
  deliveryLastName: text(),
  deliveryStreet: text(),
  deliveryFloor: text(),
  deliveryStairway: text(),
  deliveryDoor: text(),
  deliveryZipCode: text(),
  deliveryCity: text(),
  deliveryCountry: countrySchema.default('AT'),
  /** Id of one of the branch's delivery areas; required for delivery. */
  deliveryArea: reference().nullable().default(null),
  comment: z.string().max(ORDER_COMMENT_MAX_LENGTH).default(''),
  /** The desired time as an ISO instant; null means "as soon as possible". */
  appointmentDate: z.iso.datetime({ offset: true }).nullable().default(null),
  paymentMethod: paymentMethodSchema.default('cash'),
  /** The terms checkbox; the spec calls it legalInstructions. */
  legalInstructions: z.boolean().default(false),
  privacyPolicy: z.boolean().default(false),
  /** Table identifier for dine-in, e.g. '5' or 'Terrasse 2'. */
  table: z.string().max(SHORT_TEXT).nullable().default(null),
  /** Id of the chosen donation recipient. */
  donatee: reference().nullable().default(null),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** POST /api/orders. Prices are never sent: the server prices the items from the catalogue. */
export const orderCreateSchema = orderFormSchema.extend({
  branch: reference(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  items: z.array(cartItemSchema).min(1).max(ORDER_ITEMS_MAX),
  /** The guest wanted "as soon as possible" and took the later time the checkout offered (ADR 037). */
  asapMoved: z.boolean().optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

export const orderItemPartSchema = z.object({
  name: z.string(),
  options: z.array(z.object({ name: z.string(), price: z.number().int() })),
  text: z.string().nullable(),
  uploadIds: z.array(z.number().int()),
});

export const publicOrderItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  unit: z.string(),
  parts: z.array(orderItemPartSchema),
  unitPrice: z.number().int(),
  total: z.number().int(),
  taxRate: z.number(),
});

export const taxLineSchema = z.object({
  rate: z.number(),
  gross: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
});

/** The order as the status page and the checkout receive it ("Order as returned"). */
export const publicOrderSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  hash: z.string(),
  ticketNumber: z.number().int().nullable(),
  createdAt: z.string(),
  isPreorder: z.boolean(),
  isQuotation: z.boolean(),
  isConfirmed: z.boolean(),
  isInDelivery: z.boolean(),
  isCompleted: z.boolean(),
  isDelivered: z.boolean(),
  isRejected: z.boolean(),
  isCanceled: z.boolean(),
  isFailed: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  tableIdentifier: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  /** The desired time as an ISO instant, or null for "as soon as possible". */
  appointment: z.string().nullable(),
  /** The Vienna calendar day of the appointment (or of the order), YYYY-MM-DD. */
  appointmentDate: z.string(),
  counterAppointment: z.string().nullable(),
  rejectionMessage: z.string().nullable(),
  /** Rejected because nobody at the branch answered in time, not refused by staff (ADR 044). */
  isTimedOut: z.boolean(),
  /** Placed while the branch was closed: when it takes the order up (its next opening); else null. */
  handledFrom: z.string().nullable(),
  questionnaireRating: z.number().int().nullable(),
  /** Where the browser goes to pay; only on the answer to POST /api/orders for an online payment. */
  paymentRedirectUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  comment: z.string(),
  deliveryAreaName: z.string().nullable(),
  items: z.array(publicOrderItemSchema),
  itemsGross: z.number().int(),
  deliveryFee: z.number().int(),
  totalGross: z.number().int(),
  totalNet: z.number().int(),
  totalTax: z.number().int(),
  taxes: z.array(taxLineSchema),
  donationAmount: z.number().int(),
  branch: z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

export const QUESTIONNAIRE_COMMENT_MAX_LENGTH = 2000;
const RATING_MESSAGE = 'Bitte bewerten Sie mit 1 bis 5 Sternen.';
const rating = z
  .number({ error: RATING_MESSAGE })
  .int({ error: RATING_MESSAGE })
  .min(1, { error: RATING_MESSAGE })
  .max(5, { error: RATING_MESSAGE });
export const questionnaireSchema = z.object({
  rating,
  foodRating: rating,
  serviceRating: rating,
  processRating: rating,
  comment: z.string().max(QUESTIONNAIRE_COMMENT_MAX_LENGTH).default(''),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
