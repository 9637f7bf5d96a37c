import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Config } from '../../../domain/schemas/config.js';
import { apiGet, apiPost } from '../../api/client.js';
import { initQueryOptions } from '../../api/init.js';
import { backoffice } from '../../i18n/backoffice.js';
import { Loader } from '../../ui/loader.js';
import { isForbidden } from '../app/failure-message.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { FlashMessage } from '../entities/components/flash-message.js';
import { configFields } from './config-fields.js';
import { GeneratedForm } from '../fields/generated-form.js';
import { NoPermission } from '../shell/components/status-view.js';

const texts = backoffice.config;

const configQuery = queryOptions({
  queryKey: ['backoffice', 'config'],
  queryFn: ({ signal }) => apiGet<Config>('/api/config', signal),
});

/** The shop's settings (GET/POST /api/config), as a form generated from the config schema. */
export function ConfigPage() {
  useDocumentTitle(texts.title);
  const queryClient = useQueryClient();
  const [flash, setFlash] = useState<string>();
  const config = useTrackedQuery(configQuery, {
    loader: 'config.load',
    errorId: 'config.load',
    fallback: backoffice.errors.configLoad,
  });
  const fields = useMemo(() => configFields(), []);

  // Anybody may read the configuration (the storefront does); only administrators may change it.
  const isAdmin = useCurrentUser().data?.roles.includes('ROLE_ADMIN') ?? false;
  if (!isAdmin || isForbidden(config.error)) return <NoPermission />;
  return (
    <section className="bo-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <FlashMessage message={flash} />
      {!config.data ? (
        config.isError ? null : (
          <Loader label={texts.title} />
        )
      ) : (
        <GeneratedForm<Config>
          formId="bo-form-config"
          errorId="config.save"
          fields={fields}
          initial={config.data}
          fallback={backoffice.errors.configSave}
          submit={(payload) => apiPost<Config>('/api/config', payload)}
          onSaved={(saved, reset) => {
            queryClient.setQueryData(configQuery.queryKey, saved);
            void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
            reset(saved);
            setFlash(texts.saved);
          }}
        />
      )}
    </section>
  );
}
