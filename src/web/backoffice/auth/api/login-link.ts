import { apiPost } from '../../../api/client.js';
import type { SignedInUser } from './current-user.js';

/** Mails a single-use sign-in link to the address, if an account has it; the answer never tells. */
export function requestLoginLink(email: string): Promise<void> {
  return apiPost<void>('/api/auth/login-link', { email });
}

/** Signs in with the token of a mailed link (`/backend/login/link/{token}`). */
export function redeemLoginLink(token: string): Promise<SignedInUser> {
  return apiPost<SignedInUser>('/api/auth/login-link/redeem', { token });
}
