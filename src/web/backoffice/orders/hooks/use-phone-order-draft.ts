import { useState } from 'react';
import { supportedMethods } from '../../../../domain/cart/default-method.js';
import type { PaymentPlugins } from '../../../../domain/checkout/payment-methods.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { PaymentMethod } from '../../../../domain/schemas/order.js';
import { counterPaymentMethods, emptyPhoneOrder, type PhoneOrderDraft } from '../utils/phone-order.js';

/** Starts the draft for a branch: its first method, area and counter payment. */
function draftFor(branch: Branch, payments: PaymentMethod[], draft: PhoneOrderDraft): PhoneOrderDraft {
  const methods = supportedMethods(branch);
  return {
    ...draft,
    branchId: branch.id,
    method: methods.includes(draft.method) ? draft.method : (methods[0] ?? 'takeaway'),
    deliveryArea: branch.deliveryAreas[0]?.id ?? null,
    table: '',
    paymentMethod: payments.includes('cash') ? 'cash' : (payments[0] ?? null),
  };
}

/**
 * The settings of a phone order: which branch (the only one an employee has, chosen at once), how the
 * guest gets it, how it is paid, when, and who the guest is.
 */
export function usePhoneOrderDraft(branches: readonly Branch[], plugins: PaymentPlugins | undefined) {
  const [draft, setDraft] = useState<PhoneOrderDraft>(emptyPhoneOrder);
  const branch =
    branches.find((candidate) => candidate.id === draft.branchId) ??
    (branches.length === 1 ? branches[0] : undefined);
  const paymentsOf = (candidate: Branch) =>
    plugins === undefined ? [] : counterPaymentMethods(candidate, plugins);
  const payments = branch === undefined ? [] : paymentsOf(branch);
  const current =
    branch !== undefined && draft.branchId !== branch.id ? draftFor(branch, payments, draft) : draft;

  function change<Key extends keyof PhoneOrderDraft>(key: Key, value: PhoneOrderDraft[Key]) {
    setDraft({ ...current, [key]: value });
  }

  function chooseBranch(id: number | null) {
    const next = branches.find((candidate) => candidate.id === id);
    setDraft(next === undefined ? { ...current, branchId: null } : draftFor(next, paymentsOf(next), current));
  }

  return { branch, draft: current, payments, change, chooseBranch };
}
