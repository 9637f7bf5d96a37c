/**
 * Organisation and access: the shop's people (users, roles, departments), its branches and divisions,
 * sign-in and sessions, the audit log, and the back-office entity routes every other context builds on.
 * It is the lowest context: it imports no other.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { loginLinkRoutes } from './auth/login-link-routes.js';
import { authRoutes } from './auth/routes.js';
import type { AuthService } from './auth/service.js';
import { branchApiKeyRoutes } from './branches/api-key-routes.js';
import { branchEntityRoutes, branchRoutes } from './branches/routes.js';
import { departmentRoutes } from './departments/routes.js';
import { divisionRoutes } from './divisions/routes.js';
import { logRoutes } from './logs/routes.js';
import { userEntityRoutes, userRoutes } from './users/routes.js';

export { accessControl, type Access } from './auth/access.js';
export { findUserByEmail, listBranchIdsOfUser } from './auth/queries.js';
export { createAuthService, type AuthService } from './auth/service.js';
export { createSessionCache, type SessionCache } from './auth/session-cache.js';
export { staffActorOf, type StaffActor } from './auth/staff-actor.js';
export { BOARD_KEYS_CHANNEL, isBoardKeyChange, isValidApiKey, type BoardKind } from './branches/api-keys.js';
export { createApiKeyCheck, type ApiKeyCheck } from './branches/api-key-check.js';
export {
  listBranches,
  listDivisions,
  listDonatees,
  listPublicBranchPages,
  listTables,
} from './branches/service.js';
export { departmentService } from './departments/service.js';
export { listPublicDivisionPages } from './divisions/service.js';
export { maySeeBranch, visibleBranchIds } from './entities/branch-scope.js';
export { translateDatabaseError } from './entities/database-errors.js';
export { entityRoutes } from './entities/entity-routes.js';
export type { Actor, EntityService } from './entities/entity-service.js';
export { changeInsert, ordersHandledBy, recordChange } from './logs/service.js';

/** Sign-in, users, branches, departments, divisions and the log under /api. */
export const organisationApi: FastifyPluginAsync<{ ctx: AppContext; auth: AuthService }> = async (
  api,
  { ctx, auth },
) => {
  await api.register(branchRoutes, { ctx });
  await api.register(authRoutes, { ctx, auth });
  await api.register(loginLinkRoutes, { ctx, auth });
  await api.register(userRoutes);
  await api.register(userEntityRoutes, { ctx });
  await api.register(divisionRoutes, { ctx });
  await api.register(branchEntityRoutes, { ctx });
  await api.register(departmentRoutes, { ctx });
  await api.register(logRoutes, { ctx });
  await api.register(branchApiKeyRoutes, { ctx });
};
