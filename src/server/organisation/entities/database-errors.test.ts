import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error.js';
import { translateDatabaseError } from './database-errors.js';

// How Drizzle hands driver errors on: its DrizzleQueryError keeps the driver's error in `cause`.
const wrapped = (cause: object) => Object.assign(new Error('Failed query: …'), { cause });
const context = { label: 'Filiale' };

describe('translateDatabaseError', () => {
  it('answers a delete blocked by a reference with 409, on PostgreSQL 15 (23503) and 17 (23001) alike', () => {
    for (const cause of [
      { code: '23503', detail: 'Key (id)=(1) is still referenced from table "tables".' },
      { code: '23001', detail: 'Key (id)=(1) is referenced from table "tables".' },
    ]) {
      const error = translateDatabaseError(wrapped(cause), context);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 409,
        message: 'Filiale wird noch verwendet und kann nicht gelöscht werden.',
        field: undefined,
      });
    }
  });

  it('answers a missing reference with 422 on the field the API knows it by', () => {
    const error = translateDatabaseError(
      wrapped({ code: '23503', detail: 'Key (division_id)=(9) is not present in table "divisions".' }),
      context,
    );
    expect(error).toMatchObject({ statusCode: 422, field: 'division' });
  });

  it('answers a unique violation with 409 on the last column of the key', () => {
    expect(
      translateDatabaseError(
        wrapped({ code: '23505', detail: 'Key (branch_id, identifier)=(1, 12) already exists.' }),
        context,
      ),
    ).toMatchObject({ statusCode: 409, message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' });
    expect(
      translateDatabaseError(
        wrapped({ code: '23505', detail: 'Key (lower(email))=(a@b.at) already exists.' }),
        context,
      ),
    ).toMatchObject({ field: 'email' });
  });

  it('prefers the field named for the constraint', () => {
    const error = translateDatabaseError(
      { code: '23503', detail: 'Key (image_id)=(9) is not present in table "images".', constraint: 'x_fk' },
      { ...context, fields: { x_fk: 'images' } },
    );
    expect(error).toMatchObject({ statusCode: 422, field: 'images' });
  });

  it('passes anything else on unchanged', () => {
    const other = wrapped({ code: '57014', detail: 'canceling statement due to statement timeout' });
    expect(translateDatabaseError(other, context)).toBe(other);
    const plain = new Error('boom');
    expect(translateDatabaseError(plain, context)).toBe(plain);
  });
});
