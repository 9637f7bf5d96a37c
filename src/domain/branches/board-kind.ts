/** A branch's two order boards: the counter's front desk and the kitchen's back-office board. */
export type BoardKind = 'frontdesk' | 'backoffice';
