/** What a mail or SMS provider made of one message, as the messages table records it. */
export type DeliveryOutcome =
  | { ok: true; providerStatus: string; providerMessageId: string | null }
  /** permanent: sending the same message again would fail the same way (no transport, a refused address). */
  | { ok: false; providerStatus: string; permanent: boolean };

/** Provider answers are stored for staff to read; a runaway body must not bloat the table. */
export function clipProviderText(text: string, max = 500): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
