import { lazy, Suspense } from 'react';
import type { CurrentUser } from '../../../../domain/schemas/user.js';

// Only a signed-in administrator downloads the toolbar; guests' first load stays as it was.
const AdminToolbar = lazy(async () => ({ default: (await import('./admin-toolbar.js')).AdminToolbar }));

export function AdminToolbarSlot({ user }: { user: CurrentUser | null }) {
  if (!user?.roles.includes('ROLE_ADMIN')) return null;
  return (
    <Suspense fallback={null}>
      <AdminToolbar user={user} />
    </Suspense>
  );
}
