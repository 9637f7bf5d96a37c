import type { Image, Upload } from '../../../../domain/schemas/common.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { imageKind, uploadKind } from './media-kinds.js';
import { MultiMediaField, SingleMediaField } from './media-fields.js';

/** An image field (`Image | null`, e.g. a branch's logo), picked from GET /api/images or uploaded. */
export function ImageEditor({ id, label, value, onChange, error, disabled }: FieldEditorProps<Image | null>) {
  return <SingleMediaField kind={imageKind} {...{ id, label, value, onChange, error, disabled }} />;
}

/** A list of images in order (`Image[]`, e.g. a branch's pictures). */
export function ImagesEditor({ id, label, value, onChange, error, disabled }: FieldEditorProps<Image[]>) {
  return <MultiMediaField kind={imageKind} {...{ id, label, value, onChange, error, disabled }} />;
}

/** A file field (`Upload | null`), picked from GET /api/uploads or uploaded. */
export function UploadEditor({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: FieldEditorProps<Upload | null>) {
  return <SingleMediaField kind={uploadKind} {...{ id, label, value, onChange, error, disabled }} />;
}

/** A list of files in order (`Upload[]`). */
export function UploadsEditor({ id, label, value, onChange, error, disabled }: FieldEditorProps<Upload[]>) {
  return <MultiMediaField kind={uploadKind} {...{ id, label, value, onChange, error, disabled }} />;
}
