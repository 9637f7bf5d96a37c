/**
 * What a file really is, judged by its bytes and never by its name. Returns the extensions the content
 * may carry and its MIME type, or null when the content is none of the accepted kinds.
 */
export type DetectedType = { mimeType: string; extensions: readonly string[] };

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function looksLikeSvg(bytes: Buffer): boolean {
  if (!isUtf8Text(bytes)) return false;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extensions: ['png'] };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mimeType: 'image/gif', extensions: ['gif'] };
  if (startsWith(bytes, ascii('%PDF-'))) return { mimeType: 'application/pdf', extensions: ['pdf'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML documents are zip archives; the name decides which application opens them.
    return { mimeType: 'application/zip', extensions: ['zip', 'docx', 'xlsx', 'pptx'] };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { mimeType: 'application/x-ole-storage', extensions: ['doc', 'xls', 'ppt'] };
  }
  if (startsWith(bytes, ascii('ftyp'), 4)) return { mimeType: 'video/mp4', extensions: ['mp4'] };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mimeType: 'video/webm', extensions: ['webm'] };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) {
    return { mimeType: 'video/mpeg', extensions: ['mpeg'] };
  }
  if (looksLikeSvg(bytes)) return { mimeType: 'image/svg+xml', extensions: ['svg'] };
  if (bytes.length > 0 && isUtf8Text(bytes)) return { mimeType: 'text/plain', extensions: ['txt', 'csv'] };
  return null;
}

/** The precise MIME type for an extension within a detected family (docx in a zip, csv in text). */
export function mimeTypeFor(extension: string, detected: DetectedType): string {
  const precise: Record<string, string> = {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
    csv: 'text/csv',
  };
  return precise[extension] ?? detected.mimeType;
}
