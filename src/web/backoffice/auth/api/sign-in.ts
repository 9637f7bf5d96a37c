import type { LoginRequest, PasswordChangeRequest } from '../../../../domain/auth/credentials.js';
import { apiPost } from '../../../api/client.js';
import type { SignedInUser } from './current-user.js';

export function signIn(credentials: LoginRequest): Promise<SignedInUser> {
  return apiPost<SignedInUser>('/api/auth/login', credentials);
}

/** Replaces a password, an expired or one-time one too, by proving the current one. Answers 204. */
export function changePassword(request: PasswordChangeRequest): Promise<void> {
  return apiPost<void>('/api/auth/password', request);
}

export function signOut(): Promise<void> {
  return apiPost<void>('/api/auth/logout', undefined);
}
