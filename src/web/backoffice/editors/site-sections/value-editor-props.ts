import type { JsonSchema } from '../../fields/form-fields.js';

export type ErrorAt = (path: readonly (string | number)[]) => string | undefined;

export interface ValueEditorProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  label: string;
  /** The server's message for a place inside this value, by its path from here. */
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}
