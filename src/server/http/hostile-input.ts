import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

export const hostileInputMessages = {
  nul: 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).',
  tooDeep: 'Die Anfrage ist zu tief verschachtelt.',
  loneSurrogate: 'Die Anfrage enthält ein unvollständiges Unicode-Zeichen.',
  invalidUtf8: 'Die Anfrage ist nicht gültig UTF-8-kodiert.',
} as const;

/*
 * A lone UTF-16 surrogate ('\ud800') is valid JSON but no character: PostgreSQL refuses it in jsonb (a
 * 500) and text columns keep U+FFFD in its place. With the u flag, \p{Cs} matches only unpaired halves.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text cannot be stored as it was sent; undefined when it can. */
function textRefusal(text: string): HostileInputRefusal['reason'] | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a body's bytes, or undefined when they are not UTF-8. Node's own decoding puts U+FFFD in
 * place of every broken sequence, so the request was stored with characters the client never sent.
 */
export function utf8Text(body: Buffer): string | undefined {
  try {
    return strictUtf8.decode(body);
  } catch {
    return undefined;
  }
}

/**
 * The fields of a form body (application/x-www-form-urlencoded), or undefined when its bytes or one of
 * its percent escapes are not UTF-8. URLSearchParams would turn `id=%FF` into U+FFFD without a word.
 */
export function utf8FormFields(body: Buffer): Record<string, string> | undefined {
  const text = utf8Text(body);
  if (text === undefined) return undefined;
  const fields: Record<string, string> = {};
  try {
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      const [key, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      // Defined, not assigned: a field named '__proto__' is a field like any other (an assignment set
      // the object's prototype instead, and the field was lost).
      Object.defineProperty(fields, decodeURIComponent(key.replaceAll('+', ' ')), {
        value: decodeURIComponent(value.replaceAll('+', ' ')),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  } catch {
    return undefined;
  }
  return fields;
}

/** Deeper than any form or editor of the app nests its data (a page's sections are the deepest, ~8). */
export const MAX_INPUT_DEPTH = 32;

export type HostileInputRefusal = {
  reason: Exclude<keyof typeof hostileInputMessages, 'invalidUtf8'>;
  /** The top-level field holding it, so a form can mark the field like any other error. */
  field?: string;
};

/**
 * Why a parsed body, query or path is refused before it reaches a schema or the database; undefined
 * when it is fine. PostgreSQL cannot store a NUL character in text nor a lone surrogate in jsonb, and a
 * recursive check of a body nested thousands deep would exhaust the stack, so the walk is iterative and
 * stops at the limit.
 */
export function hostileInputRefusal(value: unknown): HostileInputRefusal | undefined {
  const pending: { value: unknown; depth: number; field?: string }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, field } = next;
    if (typeof current === 'string') {
      const reason = textRefusal(current);
      if (reason) return { reason, field };
    } else if (current !== null && typeof current === 'object') {
      if (next.depth >= MAX_INPUT_DEPTH) return { reason: 'tooDeep', field };
      const depth = next.depth + 1;
      if (Array.isArray(current)) for (const item of current) pending.push({ value: item, depth, field });
      else
        for (const [key, item] of Object.entries(current)) {
          const reason = textRefusal(key);
          if (reason) return { reason, field };
          pending.push({ value: item, depth, field: field ?? key });
        }
    }
  }
  return undefined;
}

/**
 * Every route: NUL characters, lone surrogates, bodies that are not UTF-8 and absurd nesting get a German
 * 400 before anything is stored, instead of a database error or a replacement character.
 */
export function refuseHostileInput(app: FastifyInstance) {
  // Fastify's own parser, with its prototype-poisoning checks, but fed only bytes that are UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = utf8Text(body as Buffer);
    if (text === undefined) done(new HttpError(400, hostileInputMessages.invalidUtf8), undefined);
    else void parseJson(request, text, done);
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = utf8Text(body as Buffer);
    if (text === undefined) done(new HttpError(400, hostileInputMessages.invalidUtf8), undefined);
    else done(null, text);
  });
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
