import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fontFamilies } from './font-packages.js';
import { woffToSfnt } from './woff-to-sfnt.js';

/** A WOFF wrapping two tables, the first compressed and the second stored as it is. */
function woffOf(tables: { tag: string; data: Buffer; compress: boolean }[]): Buffer {
  const stored = tables.map((table) => (table.compress ? deflateSync(table.data) : table.data));
  const header = Buffer.alloc(44 + tables.length * 20);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt16BE(tables.length, 12);
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 44 + index * 20;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 4);
    header.writeUInt32BE(stored[index]!.length, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    header.writeUInt32BE(index + 7, at + 16);
    offset += stored[index]!.length;
  });
  return Buffer.concat([header, ...stored]);
}

describe('woffToSfnt', () => {
  it('unpacks each table behind a plain table directory, padded to four bytes', () => {
    const cmap = Buffer.from('abcdefghij'.repeat(20));
    const name = Buffer.from('Tischlein');
    const sfnt = woffToSfnt(
      woffOf([
        { tag: 'cmap', data: cmap, compress: true },
        { tag: 'name', data: name, compress: false },
      ]),
    );
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(2);
    expect([sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)]).toEqual([32, 1, 0]);
    const entry = (index: number) => {
      const at = 12 + index * 16;
      const offset = sfnt.readUInt32BE(at + 8);
      return {
        tag: sfnt.toString('latin1', at, at + 4),
        checksum: sfnt.readUInt32BE(at + 4),
        offset,
        data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
      };
    };
    expect(entry(0)).toMatchObject({ tag: 'cmap', checksum: 7, offset: 44, data: cmap });
    expect(entry(1)).toMatchObject({ tag: 'name', checksum: 8, offset: 44 + 200, data: name });
    expect(sfnt.length).toBe(44 + 200 + 12);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2'.padEnd(60, '\0')))).toThrow('not a WOFF 1.0 font');
  });

  it('unpacks the served fonts to TrueType that names its family', () => {
    for (const family of fontFamilies()) {
      const woff = readFileSync(`${family.folder}/files/${family.id}-latin-400-normal.woff`);
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0), family.family).toBe(woff.readUInt32BE(4));
      expect(sfnt.includes(Buffer.from(family.family, 'utf16le').swap16()), family.family).toBe(true);
    }
  });
});
