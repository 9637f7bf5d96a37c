/** The app's icons and colours, shared by the storefront's manifest (vite.config.ts) and the clock's. */
export const appIcons = [
  { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const appBackgroundColor = '#ffffff';
export const appThemeColor = '#ffffff';
