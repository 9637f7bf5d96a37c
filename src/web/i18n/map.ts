/** Texts of the branch map (storefront spec, home page and footer). */
export const mapTexts = {
  label: 'Karte unserer Standorte',
  consent: 'Die Karte wird angezeigt, wenn Sie Cookies akzeptieren.',
  accept: 'Akzeptieren',
  marker: 'Route zu {name} berechnen',
} as const;
