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

type Init = {
  data: { url: string; data: { id: number; uid?: string; identifier?: string; unit?: string }[] }[];
};

/** Takeaway at Dornbirn of the demo data, three Kaisersemmeln and a croissant, cash: a guest's usual order. */
export async function demoOrderBody(base: string): Promise<string> {
  const init = (await (await fetch(`${base}/api/init`)).json()) as Init;
  const entries = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
  const branch = entries('/api/branches').find((candidate) => candidate.identifier === 'dornbirn');
  const products = entries('/api/products');
  const product = (uid: string) => {
    const found = products.find((candidate) => candidate.uid === uid);
    if (!found) throw new Error(`no demo product ${uid}`);
    return { productId: found.id, amount: 1, unit: found.unit, parts: {} };
  };
  if (!branch) throw new Error('no demo branch dornbirn');
  return JSON.stringify({
    branch: branch.id,
    isDelivery: false,
    isDineIn: false,
    items: [{ ...product('kaisersemmel'), amount: 3 }, product('buttercroissant')],
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
  });
}
