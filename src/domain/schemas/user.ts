import { z } from 'zod';

export const roleSchema = z.enum(['ROLE_ADMIN', 'ROLE_EMPLOYEE']);
export type Role = z.infer<typeof roleSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  branches: z.array(z.object({ id: z.number().int() })),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
