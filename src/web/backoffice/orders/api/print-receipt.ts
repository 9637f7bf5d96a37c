import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { apiPost } from '../../../api/client.js';

/** Sends the receipt to the branch's printer; the counter copy follows this browser's customer setting. */
export function printReceipt(id: number, showCustomerData: boolean): Promise<StaffOrder> {
  return apiPost<StaffOrder>(`/api/orders/${id}/print`, { showCustomerData });
}

/** The same receipt as a PDF, opened by the browser with the session cookie. */
export function receiptPdfUrl(id: number, showCustomerData: boolean): string {
  return `/api/orders/${id}/receipt.pdf?showCustomerData=${showCustomerData ? '1' : '0'}`;
}
