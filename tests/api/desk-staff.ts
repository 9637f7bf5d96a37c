import { branchId, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import type { TestApp } from './test-app.js';

/** The organisation's administrator, allowed everywhere. */
export function signInAdmin(t: TestApp): Promise<StaffSession> {
  return signInAs(t, { email: 'chefin@tischlein.test', roles: ['ROLE_ADMIN'] });
}

/** An employee at the counter of one demo branch, allowed only there. */
export function signInCounterStaff(
  t: TestApp,
  demo: Demo,
  branch: 'dornbirn' | 'bregenz',
): Promise<StaffSession> {
  return signInAs(t, {
    email: `theke.${branch}@tischlein.test`,
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchId(demo, branch)],
  });
}
