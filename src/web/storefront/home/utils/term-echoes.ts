/**
 * The branch search box writes each text into the address, and the address's term comes back into the
 * page one or more renders later: on a slow phone after the guest has typed further. A term the box sent
 * itself is such an echo and must not overwrite the box; any other term (back button, a link) replaces it.
 */
export interface TermEchoes {
  sent(term: string): void;
  /** True for a term the box sent: it and every term sent before it are then settled. */
  isEcho(term: string): boolean;
}

export function createTermEchoes(): TermEchoes {
  let pending: string[] = [];
  return {
    sent(term) {
      pending.push(term);
    },
    isEcho(term) {
      // The earliest match: terms come back in the order they were sent, and a guest may type a text twice.
      const index = pending.indexOf(term);
      pending = index === -1 ? [] : pending.slice(index + 1);
      return index !== -1;
    },
  };
}
