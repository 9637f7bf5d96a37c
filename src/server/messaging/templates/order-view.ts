import type { OrderMethod } from '../../../domain/cart/order-method.js';
import type { PaymentMethod } from '../../../domain/schemas/order.js';
import type { UnitId } from '../../../domain/units/catalogue.js';

/** The branch as mails show it: who sends, where to pick up, whom to call. */
export type BranchView = {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  website: string | null;
};

export type OrderItemView = {
  name: string;
  amount: number;
  unit: UnitId;
  /** One line per answered part: 'Brot: Dinkel, Roggen', 'Widmung: Alles Gute'. */
  parts: { name: string; answer: string }[];
  total: number;
};

/** Everything an order's mails and SMS say, read once when the event is recorded. */
export type OrderView = {
  shopName: string;
  currency: string;
  statusUrl: string;
  backofficeUrl: string;
  /** The questionnaire on the status page is offered (order reviews plugin). */
  reviewsEnabled: boolean;
  branch: BranchView;
  order: {
    id: number;
    ticketNumber: number | null;
    method: OrderMethod;
    isQuotation: boolean;
    tableIdentifier: string | null;
    createdAt: Date;
    appointment: Date | null;
    counterAppointment: Date | null;
    /** The guest took the branch's proposed time, which then replaces the desired one. */
    counterAppointmentAccepted: boolean;
    rejectionMessage: string | null;
    comment: string;
    paymentMethod: PaymentMethod;
    isPaid: boolean;
    contact: {
      isCompany: boolean;
      companyName: string;
      firstName: string;
      lastName: string;
      phone: string;
      email: string;
      vatNo: string;
    };
    /** The guest's address lines, empty when none was given. */
    address: string[];
    /** Where to deliver when it differs from the address; null otherwise. */
    deliveryAddress: string[] | null;
    deliveryAreaName: string | null;
    items: OrderItemView[];
    itemsGross: number;
    deliveryFee: number;
    donationAmount: number;
    totalGross: number;
    taxes: { rate: number; tax: number }[];
  };
};
