/** The installable app's texts (storefront spec, app shell: footer, install prompt, update prompt). */
export const pwaDe = {
  install: 'App installieren',
  installing: 'Installation läuft',
  notNow: 'Jetzt nicht',
  promptText:
    'Legen Sie unsere App auf Ihren Startbildschirm: schneller zur Speisekarte, auch ohne Netz lesbar.',
  hints: {
    browser: 'Tippen Sie auf „App installieren“ und bestätigen Sie die Installation.',
    ipad: 'Tippen Sie oben in der Adressleiste auf das Teilen-Symbol und dann auf „Zum Home-Bildschirm“.',
    iphone: 'Tippen Sie unten auf das Teilen-Symbol und dann auf „Zum Home-Bildschirm“.',
    other:
      'Öffnen Sie das Menü Ihres Browsers und wählen Sie „Zum Startbildschirm hinzufügen“ oder „Installieren“.',
  },
  updateTitle: 'Ein Update wurde installiert!',
  restart: 'App neustarten',
} as const;
