import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { staffOrderSchema } from '../../../domain/schemas/staff-order.js';

/** What every staff order call shares: who may call it, its answers and its refusals. */
export const staff = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export const oneOrder = z.object({ data: staffOrderSchema });
export const manyOrders = z.object({ data: z.array(staffOrderSchema) });
export const staffRefusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
export const orderTags = ['orders'];
