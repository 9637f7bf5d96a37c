import type { Config } from '../../domain/schemas/config.js';
import type { OrderItemPart } from '../db/schema/index.js';
import type { OrderView } from './templates/order-view.js';
import type { findOrderWithBranch, listOrderItems } from './queries.js';

type OrderWithBranch = NonNullable<Awaited<ReturnType<typeof findOrderWithBranch>>>;

/**
 * What an order's messages are written from: the order, its items and its branch as stored, and the
 * shop's configuration. Read by `findOrderWithBranch`/`listOrderItems`, or handed over by the orders
 * module from the rows it has just written.
 */
export type OrderMessageSource = OrderWithBranch & {
  items: Awaited<ReturnType<typeof listOrderItems>>;
  config: Config;
};

function partAnswer(part: OrderItemPart): string {
  const answers = [
    ...part.options.map((option) => option.name),
    ...(part.text ? [part.text] : []),
    ...(part.uploadIds.length > 0 ? [`${part.uploadIds.length} Datei(en)`] : []),
  ];
  return answers.join(', ');
}

function addressLines(fields: {
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}): string[] {
  const extras = [
    fields.stairway ? `Stiege ${fields.stairway}` : '',
    fields.floor ? `Stock ${fields.floor}` : '',
    fields.door ? `Tür ${fields.door}` : '',
  ].filter(Boolean);
  const street = [fields.street, ...extras].filter(Boolean).join(', ');
  const place = [fields.zipCode, fields.city].filter(Boolean).join(' ');
  const country = fields.country && fields.country !== 'AT' && (street || place) ? fields.country : '';
  return [street, place, country].filter(Boolean);
}

function deliveryAddress(order: OrderMessageSource['order']): string[] | null {
  if (order.method !== 'delivery' || !order.isDeliveryAddressDifferent) return null;
  const name = [order.deliveryFirstName, order.deliveryLastName].filter(Boolean).join(' ');
  const company = order.isDeliveryCompany ? order.deliveryCompanyName : '';
  return [
    [company, name].filter(Boolean).join(', '),
    ...addressLines({
      street: order.deliveryStreet,
      floor: order.deliveryFloor,
      stairway: order.deliveryStairway,
      door: order.deliveryDoor,
      zipCode: order.deliveryZipCode,
      city: order.deliveryCity,
      country: order.deliveryCountry,
    }),
  ].filter(Boolean);
}

export function orderStatusUrl(publicBaseUrl: string, order: { uid: string; hash: string }): string {
  return `${publicBaseUrl}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
}

/** The order as its messages quote it, from the rows as stored. */
export function buildOrderView(input: OrderMessageSource & { publicBaseUrl: string }): OrderView {
  const { order, branch } = input;
  return {
    shopName: input.config.shopName,
    currency: input.config.currency,
    statusUrl: orderStatusUrl(input.publicBaseUrl, order),
    backofficeUrl: `${input.publicBaseUrl}/backend/orders/${order.id}`,
    reviewsEnabled: input.config.enablePluginOrderReviews,
    branch: {
      name: branch.name,
      street: branch.street,
      zipCode: branch.zipCode,
      city: branch.city,
      phone: branch.phone,
      email: branch.email,
      website: branch.website,
    },
    order: {
      id: order.id,
      ticketNumber: order.ticketNumber,
      method: order.method,
      isQuotation: order.isQuotation,
      tableIdentifier: order.tableIdentifier,
      createdAt: order.createdAt,
      appointment: order.appointment,
      counterAppointment: order.counterAppointment,
      counterAppointmentAccepted: order.counterAppointmentAcceptedAt !== null,
      rejectionMessage: order.rejectionMessage,
      comment: order.comment,
      paymentMethod: order.paymentMethod,
      isPaid: order.isPaid,
      contact: {
        isCompany: order.isCompany,
        companyName: order.companyName || order.company || '',
        firstName: order.firstName ?? '',
        lastName: order.lastName ?? '',
        phone: order.phone ?? '',
        email: order.email ?? '',
        vatNo: order.vatNo ?? '',
      },
      address: addressLines(order),
      deliveryAddress: deliveryAddress(order),
      deliveryAreaName: order.deliveryAreaName,
      items: input.items.map((item) => ({
        name: item.product.name,
        amount: item.amount,
        unit: item.unit,
        parts: item.parts
          .map((part) => ({ name: part.name, answer: partAnswer(part) }))
          .filter((part) => part.answer !== ''),
        total: item.total,
      })),
      itemsGross: order.itemsGross,
      deliveryFee: order.deliveryFee,
      donationAmount: order.donationAmount,
      totalGross: order.totalGross,
      taxes: order.taxes.map((line) => ({ rate: line.rate, tax: line.tax })),
    },
  };
}

/** A view read back from a message row: JSON carried its instants as ISO strings. */
export function orderViewFromJson(json: Record<string, unknown>): OrderView {
  const view = json as unknown as OrderView;
  const instant = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return {
    ...view,
    order: {
      ...view.order,
      createdAt: new Date(view.order.createdAt),
      appointment: instant(view.order.appointment),
      counterAppointment: instant(view.order.counterAppointment),
    },
  };
}
