import type { OpeningHoursRule } from '../opening-hours/rules.js';
import type { Branch } from '../schemas/branch.js';
import { orderFormSchema, type OrderForm } from '../schemas/order.js';
import type { CheckoutConfig } from './check-checkout.js';

/**
 * A branch, configuration and form for the checkout tests, close to the demo café in Dornbirn: open
 * daily 07:00-19:00 and on Friday until 02:00, delivery 11:00-14:00 and 17:00-21:00.
 */
export const open = (type: OpeningHoursRule['type'], from: string, to: string): OpeningHoursRule => ({
  type,
  from,
  to,
  isClosed: false,
});

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    division: null,
    identifier: 'dornbirn',
    name: 'Dornbirn Marktplatz',
    description: '',
    street: 'Marktplatz 7',
    zipCode: '6850',
    city: 'Dornbirn',
    phone: '+43 5572 203140',
    email: 'dornbirn@cafe-tischlein.example',
    website: null,
    longitude: null,
    latitude: null,
    keywords: '',
    tags: [],
    images: [],
    logo: null,
    isPublic: true,
    openingHours: [open('daily', '07:00', '19:00'), open('friday', '07:00', '02:00')],
    deliveryHours: [open('daily', '11:00', '14:00'), open('daily', '17:00', '21:00')],
    isDeliveryHoursEnabled: true,
    orderableFrom: null,
    closedMessage: null,
    deliveryAreas: [
      {
        id: 11,
        area: 'Dornbirn Zentrum',
        price: 250,
        tax: 10,
        free: false,
        freeFromOrderValue: 2500,
        minimumOrderValue: 1200,
      },
    ],
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isAppointmentRequired: false,
    isPreorderEnabled: true,
    isQuotationRequired: false,
    requirements: {
      delivery: { email: true, phone: true, address: true },
      dineIn: { email: false, phone: false, address: false },
      takeaway: { email: true, phone: false, address: false },
    },
    isCashEnabled: true,
    isATMCardEnabled: true,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: true,
    isDatatransEnabled: false,
    sortOrder: 1,
    ...overrides,
  };
}

export function makeCheckoutConfig(overrides: Partial<CheckoutConfig> = {}): CheckoutConfig {
  return {
    currency: 'EUR',
    restrictedAppointmentDays: [],
    enablePluginCash: true,
    enablePluginATMCard: true,
    enablePluginHydroAGVoucher: true,
    enablePluginMollie: true,
    enablePluginDatatrans: true,
    ...overrides,
  };
}

/** A complete takeaway form: names, e-mail, both checkboxes. */
export function makeForm(overrides: Partial<OrderForm> = {}): OrderForm {
  return orderFormSchema.parse({
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.at',
    legalInstructions: true,
    privacyPolicy: true,
    ...overrides,
  });
}

/** Friday 20 November 2026, 09:30 in Vienna, the API tests' clock. */
export const fridayMorning = new Date('2026-11-20T08:30:00Z');
