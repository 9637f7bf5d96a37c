import { z } from 'zod';

/** An e-mail or SMS the shop sent or tried to send, as staff see it beside an order (without its body). */
export const messageSummarySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms', 'push']),
  template: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  /** What the provider answered last (SMTP reply, SMS gateway answer) or why sending failed. */
  providerStatus: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
