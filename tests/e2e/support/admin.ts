/** The browser suite's server creates its first administrator with this password (INITIAL_ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@tischlein.local', password: 'Vorarlberg-Testlauf-2026' } as const;
