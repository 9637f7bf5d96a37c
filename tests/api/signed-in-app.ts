import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, type TestApp, type testDatabases } from './test-app.js';

type Target = (typeof testDatabases)[number];

const DORNBIRN = 1;

async function startSignedIn<Staff extends Record<string, StaffSession>>(
  target: Target,
  signIn: (t: TestApp) => Promise<Staff>,
): Promise<{ t: TestApp } & Staff> {
  const t = await createTestApp(target);
  try {
    return { t, ...(await signIn(t)) };
  } catch (error) {
    // The caller's afterAll cannot close an app it never received.
    await t.close();
    throw error;
  }
}

/**
 * A test app with the time-tracking tests' people signed in: an administrator, Anna employed at Dornbirn,
 * and Ben employed at `benBranch`, which a test picks by whether Ben should share Anna's branch.
 */
export function startTimeStaffApp(target: Target, benBranch: number) {
  return startSignedIn(target, async (t) => ({
    admin: await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] }),
    anna: await signInAs(t, { email: 'anna@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [DORNBIRN] }),
    ben: await signInAs(t, { email: 'ben@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [benBranch] }),
  }));
}

/** A test app with the media tests' people signed in: an administrator, and an employee of branch 1 to refuse. */
export function startMediaStaffApp(target: Target) {
  return startSignedIn(target, async (t) => ({
    admin: await signInAs(t, { email: 'technik@cafe.example', roles: ['ROLE_ADMIN'] }),
    employee: await signInAs(t, { email: 'service@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [1] }),
  }));
}
