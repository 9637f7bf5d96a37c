import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

export const hostileInputMessages = {
  nul: 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).',
  tooDeep: 'Die Anfrage ist zu tief verschachtelt.',
} as const;

/** Deeper than any form or editor of the app nests its data (a page's sections are the deepest, ~8). */
export const MAX_INPUT_DEPTH = 32;

export type HostileInputRefusal = {
  reason: keyof typeof hostileInputMessages;
  /** The top-level field holding it, so a form can mark the field like any other error. */
  field?: string;
};

/**
 * Why a parsed body, query or path is refused before it reaches a schema or the database; undefined
 * when it is fine. PostgreSQL cannot store a NUL character in text, and a recursive check of a body
 * nested thousands deep would exhaust the stack, so the walk is iterative and stops at the limit.
 */
export function hostileInputRefusal(value: unknown): HostileInputRefusal | undefined {
  const pending: { value: unknown; depth: number; field?: string }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, field } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { reason: 'nul', field };
    } else if (current !== null && typeof current === 'object') {
      if (next.depth >= MAX_INPUT_DEPTH) return { reason: 'tooDeep', field };
      const depth = next.depth + 1;
      if (Array.isArray(current)) for (const item of current) pending.push({ value: item, depth, field });
      else
        for (const [key, item] of Object.entries(current)) {
          if (key.includes('\u0000')) return { reason: 'nul', field };
          pending.push({ value: item, depth, field: field ?? key });
        }
    }
  }
  return undefined;
}

/** Every route: NUL characters and absurd nesting get a German 400 instead of a database error. */
export function refuseHostileInput(app: FastifyInstance) {
  // A callback hook: it runs on every request, the hot order calls included, and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const refusal =
      hostileInputRefusal(request.params) ??
      hostileInputRefusal(request.query) ??
      hostileInputRefusal(request.body);
    done(
      refusal === undefined
        ? undefined
        : new HttpError(400, hostileInputMessages[refusal.reason], refusal.field),
    );
  });
}
