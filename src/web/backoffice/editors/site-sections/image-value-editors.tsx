import type { Image } from '../../../../domain/schemas/common.js';
import { imageKind } from '../media/media-kinds.js';
import { MultiMediaField, SingleMediaField } from '../media/media-fields.js';
import { isRecord } from './record-value.js';
import type { ValueEditorProps } from './value-editor-props.js';

export function ImageValueEditor({ value, onChange, id, label, errorAt, disabled }: ValueEditorProps) {
  return (
    <SingleMediaField
      kind={imageKind}
      id={id}
      label={label}
      value={isRecord(value) ? (value as Image) : null}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}

export function ImagesValueEditor({ value, onChange, id, label, errorAt, disabled }: ValueEditorProps) {
  return (
    <MultiMediaField
      kind={imageKind}
      id={id}
      label={label}
      value={Array.isArray(value) ? (value as Image[]) : []}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}
