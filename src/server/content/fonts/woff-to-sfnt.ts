import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_ENTRY_BYTES = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 font (what the @fontsource packages ship beside WOFF2) unpacked to the TrueType/OpenType
 * file it wraps (W3C WOFF, section 5): each table inflated where it was compressed, laid out again
 * behind a plain table directory. The renderer's FreeType reads no WOFF, but it reads this.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not unpack to its stated length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const power = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  const headerLength = 12 + numTables * SFNT_ENTRY_BYTES;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(total);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
