import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { Loader } from '../../../ui/loader.js';
import { failureMessage, isForbidden, isSignedOut } from '../../app/failure-message.js';
import { statusStore } from '../../app/status-store.js';
import { useClipboard } from '../../app/use-clipboard.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import type { FormField } from '../../fields/form-fields.js';
import { BackofficeNotFound, NoPermission } from '../../shell/components/status-view.js';
import { entityItemQuery, forgetEntity, type EntityRecord } from '../api/entity-queries.js';
import { deleteEntity } from '../api/entity-writes.js';
import { entryName } from '../cell-text.js';
import {
  entityConfig,
  entityMessages,
  entityName,
  nameFields,
  type EntityConfig,
} from '../entity-catalogue.js';
import { entityPanels } from '../entity-panels.js';
import { useEntityFields } from '../use-entity-fields.js';
import { DeleteDialog } from './delete-dialog.js';
import { EntityForm } from './entity-form.js';
import { FlashMessage, type FlashState } from './flash-message.js';

/** A copied entry as a template for a new one: its own values, named as a copy. */
function pasteTemplate(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return {};
  const values = Object.fromEntries(Object.entries(data).filter(([field]) => field !== 'id'));
  const nameField = nameFields.find((field) => typeof values[field] === 'string' && values[field] !== '');
  if (nameField === 'name' || nameField === 'title') {
    values[nameField] = t(backoffice.form.copyName, { name: String(values[nameField]) });
  }
  return values;
}

function useDeletion(entity: EntityConfig, record: EntityRecord) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { singular } = entityName(entity.key);
  const errorId = `entities.${entity.key}.delete`;

  async function remove(): Promise<boolean> {
    setBusy(true);
    try {
      await deleteEntity(entity.key, record.id);
    } catch (error) {
      setBusy(false);
      if (!isSignedOut(error)) {
        statusStore.putError({
          id: errorId,
          message: failureMessage(error, entityMessages(entity.key).delete),
          cause: error,
          retry: remove,
        });
      }
      return false;
    }
    statusStore.removeError(errorId);
    forgetEntity(queryClient, entity.key, record.id);
    const state: FlashState = { flash: t(backoffice.form.deleted, { entity: singular }) };
    await navigate(paths.backendEntities(entity.key), { state });
    return true;
  }
  return { busy, remove };
}

function EditActions({
  entity,
  record,
  onCopied,
}: {
  entity: EntityConfig;
  record: EntityRecord;
  onCopied: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { busy, remove } = useDeletion(entity, record);
  const [, copy] = useClipboard(entity.clipboard ?? '');
  const name = entryName(record) || String(record.id);
  return (
    <>
      {entity.clipboard ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            copy(record, name);
            onCopied(t(backoffice.form.copied, { name }));
          }}
        >
          {backoffice.form.copy}
        </button>
      ) : null}
      <button type="button" className="button bo-button--danger" onClick={() => setConfirming(true)}>
        {backoffice.form.delete}
      </button>
      <DeleteDialog
        open={confirming}
        entity={entityName(entity.key).singular}
        name={name}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          void remove().then((removed) => {
            if (!removed) setConfirming(false);
          });
        }}
      />
    </>
  );
}

function PasteAction({
  context,
  onPaste,
}: {
  context: string;
  onPaste: (data: unknown, name: string) => void;
}) {
  const [item] = useClipboard(context);
  if (!item) return null;
  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onPaste(item.data, item.label)}
      >
        {t(backoffice.form.paste, { name: item.label })}
      </button>
    </p>
  );
}

function FormScreen({
  entity,
  fields,
  record,
}: {
  entity: EntityConfig;
  fields: readonly FormField[];
  record: EntityRecord | undefined;
}) {
  const { singular } = entityName(entity.key);
  const name = record ? entryName(record) || String(record.id) : '';
  const title = record
    ? t(backoffice.form.editTitle, { entity: singular, name })
    : t(backoffice.form.newTitle, { entity: singular });
  useDocumentTitle(title);
  const arrival = (useLocation().state as FlashState | null)?.flash;
  const [flash, setFlash] = useState(arrival);
  const [pasted, setPasted] = useState<{ values: Record<string, unknown>; version: number }>();
  const Panel = entityPanels[entity.key];

  return (
    <section className="bo-page">
      <div className="bo-page__head">
        <h1>{title}</h1>
        <Link to={paths.backendEntities(entity.key)}>{backoffice.form.backToList}</Link>
      </div>
      <FlashMessage message={flash} />
      {!record && entity.clipboard ? (
        <PasteAction
          context={entity.clipboard}
          onPaste={(data, label) => {
            setPasted((previous) => ({ values: pasteTemplate(data), version: (previous?.version ?? 0) + 1 }));
            setFlash(t(backoffice.form.pasted, { name: label }));
          }}
        />
      ) : null}
      <EntityForm
        // A paste starts the form afresh with the copied values.
        key={pasted?.version ?? 0}
        entity={entity}
        fields={fields}
        record={record}
        template={pasted?.values}
        onSaved={setFlash}
        actions={record ? <EditActions entity={entity} record={record} onCopied={setFlash} /> : null}
      />
      {record && Panel ? (
        <Suspense fallback={<Loader />}>
          <Panel record={record} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ExistingEntry({
  entity,
  id,
  fields,
}: {
  entity: EntityConfig;
  id: number;
  fields: readonly FormField[];
}) {
  const loaderName = `entities.${entity.key}.item`;
  const item = useTrackedQuery(entityItemQuery(entity.key, id), {
    loader: loaderName,
    errorId: `${loaderName}.${id}`,
    fallback: entityMessages(entity.key).loadOne,
  });
  if (isForbidden(item.error)) return <NoPermission />;
  if (!item.data) {
    return item.isError ? null : (
      <Loader label={t(backoffice.app.loadingNamed, { name: entityName(entity.key).singular })} />
    );
  }
  return <FormScreen key={id} entity={entity} fields={fields} record={item.data} />;
}

function EntityFormLoader({ entity, id }: { entity: EntityConfig; id: number | 'new' }) {
  const { fields, schemaError } = useEntityFields(entity);
  if (schemaError) {
    return (
      <p className="bo-alert" role="alert">
        {backoffice.errors.form}
      </p>
    );
  }
  if (!fields) return <Loader />;
  if (id === 'new') return <FormScreen entity={entity} fields={fields} record={undefined} />;
  return <ExistingEntry entity={entity} id={id} fields={fields} />;
}

/** /backend/{entity}/new and /backend/{entity}/{id}. */
export function EntityFormPage() {
  const params = useParams();
  const entity = entityConfig(params.entity);
  const id = params.id === 'new' ? 'new' : Number(params.id);
  if (!entity || (id !== 'new' && !(Number.isInteger(id) && id > 0))) return <BackofficeNotFound />;
  return <EntityFormLoader key={`${entity.key}-${id}`} entity={entity} id={id} />;
}
