import { imageFileExtensions, MAX_IMAGE_BYTES } from '../../../../domain/schemas/entities/image.js';
import type { Image, Upload } from '../../../../domain/schemas/common.js';
import {
  acceptedExtensions,
  extensionOf,
  MAX_UPLOAD_BYTES,
} from '../../../../domain/uploads/accepted-files.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { apiPost } from '../../../api/client.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { imageUrl } from '../../../lib/image-url.js';
import { readAsDataUrl, uploadPreviewUrl } from '../../../storefront/ordering/api/create-upload.js';
import type { EntityKey } from '../../entities/entity-catalogue.js';
import { imageOf, mediaName, uploadOf, type MediaEntry } from './media-entries.js';

type RecordLike = Readonly<Record<string, unknown>>;

/** What differs between picking images and picking files; the dialog and the fields are the same. */
export interface MediaKind<Value extends { id: number }> {
  entity: Extract<EntityKey, 'images' | 'uploads'>;
  entryOf: (record: RecordLike) => MediaEntry<Value> | undefined;
  /** A value the form already holds, shown without the list. */
  entryOfValue: (value: Value) => MediaEntry<Value>;
  accept: string;
  /** Why a chosen file cannot be sent, before sending it; the server checks again by content. */
  problemOf: (file: File) => string | undefined;
  /** Sends the file; the answer is what the list will show. */
  send: (file: File) => Promise<RecordLike>;
  texts: {
    choose: string;
    chooseMore: string;
    change: string;
    remove: string;
    none: string;
    noneMany: string;
    library: string;
    upload: string;
    empty: string;
  };
}

const texts = editorTexts.media;
const megabytes = (bytes: number) => bytes / (1024 * 1024);

function fileProblem(file: File, extensions: readonly string[], maxBytes: number): string | undefined {
  if (!extensions.includes(extensionOf(file.name))) return validationMessages.fileType;
  if (file.size > maxBytes) return validationMessages.fileTooLarge(megabytes(maxBytes));
  return undefined;
}

function imageEntry(image: Image, name: string): MediaEntry<Image> {
  return {
    value: image,
    name,
    preview: imageUrl(image, 'thumbnail'),
    searchText: `${image.id} ${name} ${image.alt}`,
  };
}

function uploadEntry(upload: Upload, name: string): MediaEntry<Upload> {
  return {
    value: upload,
    name,
    preview: uploadPreviewUrl(upload),
    searchText: `${upload.id} ${name} ${upload.extension}`,
  };
}

export const imageKind: MediaKind<Image> = {
  entity: 'images',
  entryOf(record) {
    const image = imageOf(record);
    return (
      image && imageEntry(image, mediaName(record, ['alt', 'name'], t(texts.imageName, { id: image.id })))
    );
  },
  entryOfValue: (image) => imageEntry(image, image.alt.trim() || t(texts.imageName, { id: image.id })),
  accept: imageFileExtensions.map((extension) => `.${extension}`).join(','),
  problemOf: (file) => fileProblem(file, imageFileExtensions, MAX_IMAGE_BYTES),
  send: async (file) =>
    apiPost<RecordLike>('/api/images', { name: file.name, alt: '', data: await readAsDataUrl(file) }),
  texts: {
    choose: texts.choose,
    chooseMore: texts.chooseMore,
    change: texts.change,
    remove: texts.remove,
    none: texts.none,
    noneMany: texts.noneMany,
    library: texts.library,
    upload: texts.upload,
    empty: texts.empty,
  },
};

export const uploadKind: MediaKind<Upload> = {
  entity: 'uploads',
  entryOf(record) {
    const upload = uploadOf(record);
    return (
      upload &&
      uploadEntry(upload, mediaName(record, ['originalName', 'name'], t(texts.fileName, { id: upload.id })))
    );
  },
  entryOfValue: (upload) =>
    uploadEntry(upload, mediaName(upload, ['originalName', 'name'], t(texts.fileName, { id: upload.id }))),
  accept: acceptedExtensions.map((extension) => `.${extension}`).join(','),
  problemOf: (file) => fileProblem(file, acceptedExtensions, MAX_UPLOAD_BYTES),
  send: async (file) =>
    apiPost<RecordLike>('/api/uploads', { name: file.name, data: await readAsDataUrl(file) }),
  texts: {
    choose: texts.chooseFile,
    chooseMore: texts.chooseFiles,
    change: texts.changeFile,
    remove: texts.removeFile,
    none: texts.noFile,
    noneMany: texts.noFiles,
    library: texts.libraryUploads,
    upload: texts.uploadFile,
    empty: texts.emptyUploads,
  },
};
