import type { ApiErrorEntry } from '../../api/client.js';

export type FieldProblem = { message: string; path: string };

/** The form field a server path names: `config.parts.0.name` and `items[2]` belong to `config` and `items`. */
export function topField(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

/**
 * Server validation errors by form field, the first message per field (back-office spec, section 5).
 * Errors naming no field of the form are left for the message at the top.
 */
export function fieldProblems(
  errors: readonly ApiErrorEntry[],
  fieldNames: readonly string[],
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const error of errors) {
    if (!error.field) continue;
    const name = topField(error.field);
    if (fieldNames.includes(name) && !problems.has(name)) {
      problems.set(name, { message: error.message, path: error.field });
    }
  }
  return problems;
}
