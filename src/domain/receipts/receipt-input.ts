import type { StaffOrder } from '../schemas/staff-order.js';
import type { ReceiptInput } from './receipt.js';

/**
 * The receipt of an order as staff print it. The address block leaves out the name and company the
 * customer lines already carry, so a delivery to the orderer's own address does not print the name twice.
 */
export function receiptInputOf(
  order: StaffOrder,
  shop: { businessName: string; currency: string },
  showCustomerData: boolean,
): ReceiptInput {
  const name = [order.firstName, order.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const companyName = order.isCompany ? order.companyName.trim() : '';
  return {
    order,
    businessName: shop.businessName,
    currency: shop.currency,
    customer: {
      name,
      companyName,
      phone: order.phone,
      email: order.email,
      address: order.deliveryAddress.filter((line) => line !== name && line !== companyName),
    },
    showCustomerData,
  };
}
