/** The installable app's texts (storefront spec, app shell: footer, update prompt). */
export const pwaDe = {
  install: 'App installieren',
  updateTitle: 'Ein Update wurde installiert!',
  restart: 'App neustarten',
} as const;
