import type { Upload } from '../../../../domain/schemas/common.js';
import { apiPost } from '../../../api/client.js';

/** The spec sends files as data URLs; the server judges the type by the content, not by the name. */
export function createUpload(dataUrl: string, name: string): Promise<Upload> {
  return apiPost<Upload>('/api/uploads', { data: dataUrl, name });
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('FileReader gave no data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

export function uploadUrl(upload: Pick<Upload, 'publicHash' | 'id' | 'version' | 'extension'>): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

export function uploadPreviewUrl(upload: Pick<Upload, 'publicHash' | 'id' | 'version'>): string {
  return `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
}
