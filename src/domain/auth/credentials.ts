import { z } from 'zod';
import { authMessages } from './messages.js';

export const MIN_PASSWORD_LENGTH = 10;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }).max(254),
  password: z.string().min(1, { error: 'Bitte geben Sie Ihr Passwort an.' }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: authMessages.passwordTooShort })
  .max(1024);

export const passwordChangeRequestSchema = loginRequestSchema.extend({ newPassword: newPasswordSchema });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
