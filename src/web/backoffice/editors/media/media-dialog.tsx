import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { uploadErrorMessage } from '../../../../domain/uploads/accepted-files.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { failureMessage } from '../../app/failure-message.js';
import { entityListKey } from '../../entities/api/entity-queries.js';
import { FieldError, TextField } from '../shared/fields.js';
import { LiveRegion } from '../shared/list-controls.js';
import { useEntityList } from '../shared/use-entity-list.js';
import { filterMedia, type MediaEntry } from './media-entries.js';
import type { MediaKind } from './media-kinds.js';

const texts = editorTexts.media;
/** Enough to find a picture by eye; the search narrows a large library down. */
const SHOWN = 60;

interface MediaDialogProps<Value extends { id: number }> {
  id: string;
  kind: MediaKind<Value>;
  title: string;
  multiple: boolean;
  selected: readonly number[];
  onPick: (value: Value) => void;
  /** New uploads, all at once when the last is stored, so that none is lost to a stale list. */
  onUploaded: (values: Value[]) => void;
  onClose: () => void;
}

/**
 * The library of images or files in a modal dialog: search, pick by click or keyboard, or upload a new
 * one, which is picked at once. Escape and the close button leave it; the focus returns to the opener.
 */
export function MediaDialog<Value extends { id: number }>({
  id,
  kind,
  title,
  multiple,
  selected,
  onPick,
  onUploaded,
  onClose,
}: MediaDialogProps<Value>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useEntityList(kind.entity);
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  const entries = (list.data ?? []).flatMap((record) => {
    const entry = kind.entryOf(record);
    return entry === undefined ? [] : [entry];
  });
  const matches = filterMedia(entries, query);
  const shown = matches.slice(0, SHOWN);

  const pick = (entry: MediaEntry<Value>) => {
    onPick(entry.value);
    if (!multiple) dialog.current?.close();
  };

  const upload = async (files: readonly File[]) => {
    setUploadError(undefined);
    for (const file of files) {
      const problem = kind.problemOf(file);
      if (problem !== undefined) {
        setUploadError(`${file.name}: ${problem}`);
        return;
      }
    }
    setUploading(true);
    const stored: Value[] = [];
    let current = files[0];
    try {
      for (const file of files) {
        current = file;
        const entry = kind.entryOf(await kind.send(file));
        if (entry !== undefined) stored.push(entry.value);
        setMessage(t(texts.uploaded, { name: file.name }));
      }
    } catch (error) {
      setUploadError(failureMessage(error, uploadErrorMessage(current?.name ?? '')));
    } finally {
      setUploading(false);
    }
    if (stored.length === 0) return;
    void queryClient.invalidateQueries({ queryKey: entityListKey(kind.entity) });
    onUploaded(stored);
    if (!multiple) dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog editor-media__dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="dialog__header">
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => dialog.current?.close()}
        >
          {texts.close}
        </button>
      </div>
      <div className="dialog__body">
        <div className="editor-actions">
          <TextField
            id={`${id}-search`}
            label={texts.search}
            placeholder={texts.searchPlaceholder}
            type="search"
            autoComplete="off"
            value={query}
            onChange={setQuery}
          />
          <div>
            <input
              id={`${id}-file`}
              className="editor-file-input"
              type="file"
              accept={kind.accept}
              multiple={multiple}
              disabled={uploading}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
            <label htmlFor={`${id}-file`} className="button button--secondary">
              {uploading ? texts.uploading : kind.texts.upload}
            </label>
          </div>
        </div>
        <FieldError id={`${id}-upload`} error={uploadError} />
        {list.isPending ? <p className="editor__hint">{editorTexts.catalog.loading}</p> : null}
        {list.isError ? (
          <FieldError
            id={`${id}-list`}
            error={failureMessage(
              list.error,
              kind.entity === 'images' ? texts.loadFailed : texts.uploadsLoadFailed,
            )}
          />
        ) : null}
        {list.isSuccess && matches.length === 0 ? <p className="editor__hint">{kind.texts.empty}</p> : null}
        <ul className="editor-media__grid">
          {shown.map((entry) => (
            <li key={entry.value.id}>
              <button
                type="button"
                className="editor-media__choice"
                aria-pressed={selected.includes(entry.value.id)}
                aria-label={t(texts.pick, { name: entry.name })}
                onClick={() => pick(entry)}
              >
                <img src={entry.preview} alt="" loading="lazy" width={128} height={128} />
                <span>{entry.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {matches.length > shown.length ? (
          <p className="editor__hint">
            {t(editorTexts.catalog.moreMatches, { n: matches.length - shown.length })}
          </p>
        ) : null}
      </div>
      {multiple ? (
        <div className="dialog__footer">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {texts.done}
          </button>
        </div>
      ) : null}
      <LiveRegion message={message} />
    </dialog>
  );
}
