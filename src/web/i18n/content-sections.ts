/** Texts of the content sections on operator-built pages (storefront spec, 'Content sections'). */
export const contentSections = {
  linkMore: 'Mehr erfahren',
  linkRead: 'Weiterlesen',
  breakfastButton: 'Frühstück reservieren',
  gallery: {
    open: 'Bild {n} von {count} vergrößern',
    more: '{n} weitere Bilder',
    dialog: 'Bildergalerie',
    close: 'Schließen',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    position: 'Bild {n} von {count}',
  },
  slider: {
    label: 'Bilderfolge',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    pause: 'Anhalten',
    play: 'Abspielen',
    slide: 'Folie {n} von {count}',
    goTo: 'Zu Folie {n}',
  },
  video: {
    consent: 'Das Video wird erst angezeigt, wenn Sie Cookies akzeptieren.',
    accept: 'Akzeptieren',
    fallbackTitle: 'Video',
  },
  markers: {
    label: 'Markierung {number}: {label}',
    close: 'Schließen',
  },
  history: {
    label: 'Chronik',
  },
} as const;
