/**
 * Everything the storefront keeps about a guest lives in this origin's web storage: the cart, the chosen
 * method, the table of a QR link, the checkout's contact details, the order attempt's key, a pending
 * payment, the request forms. A kiosk is one device for many guests, so all of it goes, not a list of
 * keys that the next feature would outgrow.
 */
export function forgetGuest(): void {
  for (const storage of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage that cannot be reached holds nothing to forget.
    }
  }
}

/**
 * The next guest starts at the kiosk's start with a fresh page: a reload also drops what only memory
 * held (the order status answer, the forms' state, the query cache).
 */
export function resetKiosk(start: string): void {
  forgetGuest();
  window.location.replace(start);
}
