import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import type { FormField } from '../../fields/form-fields.js';
import { GeneratedForm } from '../../fields/generated-form.js';
import { storeEntity, type EntityRecord } from '../api/entity-queries.js';
import { createEntity, updateEntity } from '../api/entity-writes.js';
import { entityMessages, entityName, type EntityConfig } from '../entity-catalogue.js';
import type { FlashState } from './flash-message.js';

type Props = {
  entity: EntityConfig;
  fields: readonly FormField[];
  /** Absent for a new entry. */
  record: EntityRecord | undefined;
  /** Values to start a new entry with, e.g. pasted from the clipboard. */
  template?: Record<string, unknown> | undefined;
  onSaved: (message: string) => void;
  actions?: ReactNode;
};

/** The edit/create form of an entity: POST for a new entry, PUT (with the id) for an existing one. */
export function EntityForm({ entity, fields, record, template, onSaved, actions }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const messages = entityMessages(entity.key);
  const { singular } = entityName(entity.key);
  return (
    <GeneratedForm<EntityRecord>
      formId={`bo-form-${entity.key}`}
      errorId={`entities.${entity.key}.save`}
      fields={fields}
      initial={record ?? template}
      fallback={record ? messages.update : messages.create}
      submit={(payload) =>
        record ? updateEntity(entity.key, record.id, payload) : createEntity(entity.key, payload)
      }
      onSaved={async (saved, reset) => {
        storeEntity(queryClient, entity.key, saved);
        if (record) {
          reset(saved);
          onSaved(t(backoffice.form.updated, { entity: singular }));
          return;
        }
        const state: FlashState = { flash: t(backoffice.form.created, { entity: singular }) };
        await navigate(paths.backendEntity(entity.key, saved.id), { replace: true, state });
      }}
      actions={actions}
    />
  );
}
