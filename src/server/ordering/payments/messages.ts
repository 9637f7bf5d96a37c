export const paymentMessages = {
  unknownPayment: 'Diese Zahlung ist uns nicht bekannt.',
  badSignature: 'Die Signatur dieser Zahlungsbenachrichtigung ist ungültig.',
  providerUnavailable:
    'Der Zahlungsstatus konnte gerade nicht abgefragt werden. Bitte versuchen Sie es später erneut.',
} as const;
