import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bic,
  email,
  iban,
  identifier,
  isoDate,
  isoDateTime,
  isValidIban,
  normalisePhone,
  nullableText,
  orNull,
  optionalText,
  phone,
  references,
  requiredText,
  webAddress,
} from './fields.js';
import { labelled, labelOf } from './labels.js';
import { validationMessages as m } from './messages.js';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('requiredText', () => {
  it('trims and keeps a given text', () => {
    expect(requiredText(10).parse('  Kornspitz ')).toBe('Kornspitz');
  });
  it.each([undefined, null, '', '   '])('calls %j blank', (value) => {
    expect(messagesOf(requiredText(10), value)).toEqual([m.blank]);
  });
  it('names the limit of a text that is too long', () => {
    expect(messagesOf(requiredText(5), 'Sachertorte')).toEqual([m.tooLong(5)]);
  });
});

describe('optional and nullable texts', () => {
  it('stores an absent optional text as the empty text', () => {
    expect(z.object({ note: optionalText(20) }).parse({})).toEqual({ note: '' });
  });
  it.each([undefined, null, '', '  '])('stores %j as null', (value) => {
    expect(nullableText(20).parse(value)).toBeNull();
  });
  it('limits a nullable text', () => {
    expect(messagesOf(nullableText(3), 'abcd')).toEqual([m.tooLong(3)]);
  });
});

describe('email', () => {
  it.each(['anna@cafe.example', ' office@baeckerei-kaufmann.at '])('accepts %j', (value) => {
    expect(email().parse(value)).toBe(value.trim());
  });
  it.each(['anna', 'anna@', '@cafe.example', 'anna cafe@example.at'])('refuses %j', (value) => {
    expect(messagesOf(email(), value)).toEqual([m.email]);
  });
  it('calls an empty address blank', () => {
    expect(messagesOf(email(), '')).toEqual([m.blank]);
  });
});

describe('identifier', () => {
  it.each(['dornbirn', 'cafe-tischlein', 'tisch-12'])('accepts %j', (value) => {
    expect(identifier().parse(value)).toBe(value);
  });
  it.each(['Dornbirn', 'café', '-dornbirn', 'dornbirn-', 'a--b', 'a b', 'a_b'])('refuses %j', (value) => {
    expect(messagesOf(identifier(), value)).toEqual([m.identifier]);
  });
});

describe('phone', () => {
  it.each([
    ['+436641234567', '+436641234567'],
    ['+43 664 123 45 67', '+436641234567'],
    ['0043 (5572) 203140', '+435572203140'],
    ['+41-71-123-45-67', '+41711234567'],
  ])('accepts %j as written and reads it as %j', (value, e164) => {
    expect(phone().parse(` ${value} `)).toBe(value);
    expect(normalisePhone(value)).toBe(e164);
  });
  it.each(['0664 1234567', '+0 664 1234567', '+43 664 12345678901234', '+43 664 abc', '+12345'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(phone(), value)).toEqual([m.phone]);
    },
  );
});

describe('orNull', () => {
  it.each([undefined, null, '', '   '])('stores %j as null', (value) => {
    expect(z.object({ phone: orNull(phone()) }).parse({ phone: value })).toEqual({ phone: null });
  });
  it('checks a given value', () => {
    expect(messagesOf(orNull(phone()), '12')).toEqual([m.phone]);
  });
});

describe('webAddress', () => {
  it.each(['https://www.cafe-tischlein.example', 'http://cafe.at/lustenau?tisch=3'])(
    'accepts %j',
    (value) => {
      expect(webAddress().parse(value)).toBe(value);
    },
  );
  it.each(['cafe-tischlein', 'ftp://cafe.at', 'https://', 'javascript:alert(1)', 'https://cafe at'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(webAddress(), value)).toEqual([m.url]);
    },
  );
});

describe('iban', () => {
  it.each([
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['de89370400440532013000', 'DE89370400440532013000'],
    ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'],
    ['GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
  ])('accepts %j', (value, stored) => {
    expect(iban().parse(value)).toBe(stored);
  });
  it.each([
    'AT61 1904 3002 3457 3202',
    'AT61 1904 3002 3457 320',
    'DE89 3704 0044 0532 0130 0',
    'XX',
    '1234',
  ])('refuses %j', (value) => {
    expect(messagesOf(iban(), value)).toEqual([m.iban]);
  });
});

describe('bic', () => {
  it.each([
    ['RLNWATWW', 'RLNWATWW'],
    ['bkauatww xxx', 'BKAUATWWXXX'],
  ])('accepts %j', (value, stored) => {
    expect(bic().parse(value)).toBe(stored);
  });
  it.each(['RLNWAT', 'RLNWATWWX', '1LNWATWW', 'RLNW12WW'])('refuses %j', (value) => {
    expect(messagesOf(bic(), value)).toEqual([m.bic]);
  });
});

describe('dates', () => {
  it('accepts calendar dates and refuses impossible ones', () => {
    expect(isoDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(messagesOf(isoDate(), '2026-02-30')).toEqual([m.date]);
    expect(messagesOf(isoDate(), '28.02.2026')).toEqual([m.date]);
  });
  it('accepts instants with an offset and refuses local times', () => {
    expect(isoDateTime().parse('2026-11-20T09:30:00+01:00')).toBe('2026-11-20T09:30:00+01:00');
    expect(isoDateTime().parse('2026-11-20T08:30:00.000Z')).toBe('2026-11-20T08:30:00.000Z');
    expect(messagesOf(isoDateTime(), '2026-11-20 09:30')).toEqual([m.dateTime]);
    expect(messagesOf(isoDateTime(), '2026-11-20T25:30:00Z')).toEqual([m.dateTime]);
  });
});

describe('references', () => {
  it('keeps the order and refuses an id given twice', () => {
    expect(references().parse([3, 1, 2])).toEqual([3, 1, 2]);
    expect(messagesOf(references(), [1, 2, 1])).toEqual([m.duplicateEntry]);
    expect(messagesOf(references(), [0])).toEqual([m.invalidId]);
  });
});

describe('labelled', () => {
  it('puts the German labels into the schema so forms and OpenAPI can read them', () => {
    const schema = labelled(z.object({ name: requiredText(10), note: optionalText(10) }), {
      name: 'Name',
      note: 'Notiz',
    });
    expect(labelOf(schema, 'name')).toBe('Name');
    expect(labelOf(schema, 'note')).toBe('Notiz');
    expect(z.toJSONSchema(schema, { io: 'input' }).properties?.note).toMatchObject({ title: 'Notiz' });
    expect(schema.parse({ name: ' Anna ' })).toEqual({ name: 'Anna', note: '' });
  });
});

describe('isValidIban', () => {
  it('needs the country length where it knows the country', () => {
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('AT6119043002345732010')).toBe(false);
  });
});
