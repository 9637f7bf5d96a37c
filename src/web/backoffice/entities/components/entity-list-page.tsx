import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { Loader } from '../../../ui/loader.js';
import { isForbidden } from '../../app/failure-message.js';
import { useIsLoading } from '../../app/status-store.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { useLocalSettings } from '../../settings/use-local-settings.js';
import { BackofficeNotFound, NoPermission } from '../../shell/components/status-view.js';
import { entityListQuery, entityPageQuery, type EntityRecord } from '../api/entity-queries.js';
import { cellText, entryName } from '../cell-text.js';
import { entityConfig, entityMessages, entityName, type EntityConfig } from '../entity-catalogue.js';
import { fieldLabel } from '../entity-schemas.js';
import { enumLabel } from '../../fields/enum-label.js';
import { useEntityFields } from '../use-entity-fields.js';
import { useListView } from '../use-list-view.js';
import { ListPagination, ListSearch } from './list-controls.js';
import { ListTable, type ListColumn } from './list-table.js';
import { FlashMessage, type FlashState } from './flash-message.js';

/** Names of the entries other columns refer to, by entity and id, read from lists already cached. */
function useReferenceNames(references: Readonly<Record<string, string>>) {
  const entities = [...new Set(Object.values(references))];
  const results = useQueries({
    queries: entities.map((entity) => ({ ...entityListQuery(entity), retry: false })),
  });
  return new Map(
    entities.map((entity, index) => [
      entity,
      new Map((results[index]?.data ?? []).map((entry) => [entry.id, entryName(entry)])),
    ]),
  );
}

function EntityList({ entity }: { entity: EntityConfig }) {
  const { singular, plural } = entityName(entity.key);
  useDocumentTitle(plural);
  const loaderName = `entities.${entity.key}.list`;
  const [view, changeView] = useListView();
  const list = useTrackedQuery(entityPageQuery(entity.key, view), {
    loader: loaderName,
    errorId: loaderName,
    fallback: entityMessages(entity.key).loadList,
  });
  const loading = useIsLoading(`entities.${entity.key}.*`);
  const { schemas, fields } = useEntityFields(entity);
  const settings = useLocalSettings();
  const flash = (useLocation().state as FlashState | null)?.flash;

  const references = useMemo(
    () =>
      Object.fromEntries(
        (fields ?? [])
          .filter((field) => field.reference && entity.columns.includes(field.name))
          .map((field) => [field.name, field.reference ?? '']),
      ),
    [fields, entity.columns],
  );
  const names = useReferenceNames(references);
  const enumColumns = new Set(
    (fields ?? [])
      .filter((field) => field.kind === 'enum' || field.itemKind === 'enum')
      .map((field) => field.name),
  );

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const known = new Set([...Object.keys(schemas?.output.properties ?? {}), ...Object.keys(rows[0] ?? {})]);
  const hidden = new Set(settings.show_product_data ? [] : (entity.productColumns ?? []));
  const columns: ListColumn[] = entity.columns
    .filter((column) => (known.size === 0 || known.has(column)) && !hidden.has(column))
    .map((column) => ({
      key: column,
      label: entity.hints?.[column]?.label ?? fieldLabel(schemas, column),
      numeric: entity.centColumns?.includes(column),
    }));
  const text = (row: EntityRecord, column: string) => {
    const reference = references[column];
    return cellText(row[column], {
      cents: entity.centColumns?.includes(column),
      names: reference ? names.get(reference) : undefined,
      enumLabel: enumColumns.has(column) ? enumLabel : undefined,
    });
  };
  const now = new Date();
  const cell = (row: EntityRecord, column: string) => {
    const marker = entity.markers?.[column]?.(row, now) ?? null;
    if (marker === null) return text(row, column);
    return (
      <>
        {text(row, column)} <span className="bo-marker">{marker}</span>
      </>
    );
  };
  if (isForbidden(list.error)) return <NoPermission />;

  return (
    <section className="bo-page">
      <div className="bo-page__head">
        <h1>{plural}</h1>
        <Link className="button" to={paths.backendEntity(entity.key, 'new')}>
          {t(backoffice.list.create, { entity: singular })}
        </Link>
      </div>
      <FlashMessage message={flash} />
      {list.data === undefined ? (
        loading ? (
          <Loader label={t(backoffice.app.loadingNamed, { name: plural })} />
        ) : null
      ) : (
        <>
          <ListSearch view={view} onChange={changeView} />
          {meta?.total === 0 ? (
            <p className="bo-empty">{backoffice.list.empty}</p>
          ) : rows.length === 0 ? (
            <p className="bo-empty">{backoffice.list.noMatch}</p>
          ) : (
            <ListTable
              caption={t(backoffice.list.caption, { entities: plural })}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              cell={cell}
              rowLink={(row) => paths.backendEntity(entity.key, row.id)}
              sort={view.sort}
              onSort={(column) =>
                changeView({
                  sort: {
                    column,
                    direction: view.sort?.column === column && view.sort.direction === 'asc' ? 'desc' : 'asc',
                  },
                })
              }
            />
          )}
          {meta ? (
            <ListPagination
              view={view}
              page={meta.page}
              pages={meta.pages}
              shown={meta.matching}
              total={meta.total}
              onChange={changeView}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** The list of any entity of the catalogue at /backend/{entity}. */
export function EntityListPage() {
  const entity = entityConfig(useParams().entity);
  if (!entity) return <BackofficeNotFound />;
  return <EntityList key={entity.key} entity={entity} />;
}
