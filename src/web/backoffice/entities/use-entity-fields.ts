import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { editorKinds } from '../fields/editor-kinds.js';
import { fieldEditors } from '../fields/editor-registry.js';
import { formFieldsOf, type FormField } from '../fields/form-fields.js';
import { entityKeys, type EntityConfig } from './entity-catalogue.js';
import { loadEntitySchemas, type EntitySchemas } from './entity-schemas.js';

const availableEditors = editorKinds.filter((kind) => fieldEditors[kind] !== undefined);

/** The entity's schemas as JSON Schema, loaded once per page visit. */
export function useEntitySchemas(entity: Pick<EntityConfig, 'schema'> | undefined) {
  return useQuery({
    queryKey: ['backoffice', 'schemas', entity?.schema],
    queryFn: () => loadEntitySchemas({ schema: entity?.schema ?? '' }),
    enabled: entity !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The entity's schemas and the form fields generated from them. */
export function useEntityFields(entity: EntityConfig) {
  const schemas = useEntitySchemas(entity);
  const fields = useMemo<FormField[] | undefined>(
    () =>
      schemas.data &&
      formFieldsOf(
        schemas.data.input,
        entity.hints ?? {},
        { entityKeys, editors: availableEditors },
        schemas.data.inputOutput,
      ),
    [schemas.data, entity.hints],
  );
  return { schemas: schemas.data as EntitySchemas | undefined, fields, schemaError: schemas.error };
}
