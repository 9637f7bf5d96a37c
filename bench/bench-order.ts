/** The order the live-update benches place: takeaway at one branch, two of one product, cash. */
export function benchOrderBody(
  branchId: number,
  product: { id: number; unit?: string | undefined },
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    branch: branchId,
    isDelivery: false,
    isDineIn: false,
    items: [{ productId: product.id, amount: 2, unit: product.unit, parts: {} }],
    firstName: 'Bench',
    lastName: 'Gast',
    email: 'bench@example.at',
    phone: '+436641234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...extra,
  });
}
