import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../domain/uploads/accepted-files.js';
import { acceptAttribute, allowsMultiple, isPlausibleFile } from './upload-files.js';

describe('upload parts', () => {
  it('accept only pictures for image parts', () => {
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif');
    expect(acceptAttribute('files')).toContain('.pdf');
    expect(isPlausibleFile({ name: 'Logo.svg', size: 10 }, 'images')).toBe(false);
    expect(isPlausibleFile({ name: 'Logo.svg', size: 10 }, 'file')).toBe(true);
    expect(isPlausibleFile({ name: 'Foto.JPG', size: 10 }, 'image')).toBe(true);
  });

  it('refuse empty and oversized files before uploading them', () => {
    expect(isPlausibleFile({ name: 'a.pdf', size: 0 }, 'file')).toBe(false);
    expect(isPlausibleFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 }, 'file')).toBe(false);
  });

  it('allow several files only for files and images', () => {
    expect(allowsMultiple('files')).toBe(true);
    expect(allowsMultiple('images')).toBe(true);
    expect(allowsMultiple('file')).toBe(false);
    expect(allowsMultiple('image')).toBe(false);
  });
});
