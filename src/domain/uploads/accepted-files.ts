import { z } from 'zod';

/** Storefront spec, section 5: what a file part accepts, and the narrower list for image parts. */
export const acceptedExtensions = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Large enough for a phone photo or a short PDF, small enough to keep data-URL uploads cheap. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function uploadErrorMessage(fileName: string): string {
  return `Die ausgewählte Datei "${fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;
}

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

export const uploadRequestSchema = z.object({
  data: z.string().startsWith('data:', { error: 'Bitte wählen Sie eine Datei aus.' }),
  name: z.string().trim().min(1).max(255),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
