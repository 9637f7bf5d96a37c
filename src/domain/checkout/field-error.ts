/** One failed rule, named by the form field it belongs to, so the form can highlight it. */
export interface FieldError {
  field: string;
  message: string;
}
