import { z } from 'zod';
import { authMessages } from './messages.js';

/** Minutes a login link stays valid; the neutral answer to a request names the same figure. */
export const LOGIN_LINK_MINUTES = 15;

export const loginLinkRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }).max(254),
});
export type LoginLinkRequest = z.infer<typeof loginLinkRequestSchema>;

export const loginLinkRedeemSchema = z.object({
  // 32 random bytes in base64url are 43 characters; a mangled one gets the same answer as an expired one.
  token: z
    .string({ error: authMessages.invalidLoginLink })
    .min(1, { error: authMessages.invalidLoginLink })
    .max(200, { error: authMessages.invalidLoginLink }),
});
export type LoginLinkRedeem = z.infer<typeof loginLinkRedeemSchema>;

/** What the login-link mail needs: the messaging context sends it for the access context. */
export type LoginLinkMail = { userId: number; email: string; name: string; url: string; expiresAt: Date };
