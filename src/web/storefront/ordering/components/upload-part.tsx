import { useId, useState } from 'react';
import type { PartAnswer } from '../../../../domain/cart/cart-item.js';
import type { Part } from '../../../../domain/schemas/catalog.js';
import { uploadErrorMessage } from '../../../../domain/uploads/accepted-files.js';
import { ApiError } from '../../../api/client.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { createUpload, readAsDataUrl, uploadPreviewUrl, uploadUrl } from '../api/create-upload.js';
import {
  acceptAttribute,
  allowsMultiple,
  isPlausibleFile,
  type UploadedFile,
} from '../utils/upload-files.js';

interface UploadPartProps {
  part: Part;
  labelId: string;
  answer: PartAnswer | undefined;
  uploads: ReadonlyMap<number, UploadedFile>;
  onUploaded: (file: UploadedFile) => void;
  onChange: (answer: PartAnswer) => void;
}

async function upload(file: File): Promise<UploadedFile> {
  const stored = await createUpload(await readAsDataUrl(file), file.name);
  return { ...stored, name: file.name };
}

/** Files go to the server as soon as they are chosen; the answer keeps only their ids. */
export function UploadPart({ part, labelId, answer, uploads, onUploaded, onChange }: UploadPartProps) {
  const inputId = useId();
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const ids = answer?.kind === 'uploads' ? answer.uploadIds : [];
  const multiple = allowsMultiple(part.type);

  async function choose(files: File[]) {
    setErrors([]);
    setPending(files.length);
    const settled = await Promise.allSettled(
      files.map((file) =>
        isPlausibleFile(file, part.type) ? upload(file) : Promise.reject(new Error(file.name)),
      ),
    );
    const stored: UploadedFile[] = [];
    const failed: string[] = [];
    settled.forEach((result, index) => {
      const name = files[index]?.name ?? '';
      if (result.status === 'fulfilled') stored.push(result.value);
      else
        failed.push(
          result.reason instanceof ApiError && result.reason.errors[0] !== undefined
            ? result.reason.errors[0].message
            : uploadErrorMessage(name),
        );
    });
    stored.forEach(onUploaded);
    const newIds = stored.map((file) => file.id);
    if (newIds.length > 0) {
      onChange({ kind: 'uploads', uploadIds: multiple ? [...ids, ...newIds] : newIds.slice(-1) });
    }
    setErrors(failed);
    setPending(0);
  }

  return (
    <div className="upload-part">
      <input
        id={inputId}
        className="upload-part__input"
        type="file"
        aria-labelledby={labelId}
        accept={acceptAttribute(part.type)}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again after removing it fires change again.
          event.target.value = '';
          if (files.length > 0) void choose(files);
        }}
      />
      <p className="upload-part__status" role="status">
        {pending > 0 ? de.itemOverlay.uploading : ''}
      </p>
      {errors.length === 0 ? null : (
        <div className="upload-part__errors" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {ids.length === 0 ? null : (
        <ul className="upload-part__files">
          {ids.map((id) => {
            const file = uploads.get(id);
            const name = file?.name ?? t(de.itemOverlay.fileFallbackName, { id });
            return (
              <li key={id} className="upload-part__file">
                {file === undefined ? (
                  <span className="upload-part__name">{name}</span>
                ) : (
                  <>
                    <img className="upload-part__preview" src={uploadPreviewUrl(file)} alt="" />
                    <a className="upload-part__name" href={uploadUrl(file)} target="_blank" rel="noreferrer">
                      {name} <span className="visually-hidden">{de.app.newTab}</span>
                    </a>
                  </>
                )}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() =>
                    onChange({ kind: 'uploads', uploadIds: ids.filter((other) => other !== id) })
                  }
                >
                  {t(de.itemOverlay.removeFile, { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
