import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { entityListQuery } from '../../entities/api/entity-queries.js';
import { entityMessages, type EntityKey } from '../../entities/entity-catalogue.js';

/**
 * An entity list an editor offers to choose from (categories, products, sites, branches, images), shared
 * with the list pages' cache, shown as their named loader and, on failure, as their error entry.
 */
export function useEntityList(entity: EntityKey) {
  const loader = `entities.${entity}.list`;
  return useTrackedQuery(entityListQuery(entity), {
    loader,
    errorId: loader,
    fallback: entityMessages(entity).loadList,
  });
}
