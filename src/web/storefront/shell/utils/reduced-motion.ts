/** Whether the guest asked the system for less motion: nothing glides or fades then. */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
