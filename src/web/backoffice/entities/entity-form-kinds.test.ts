import { describe, expect, it } from 'vitest';
import { editorKinds } from '../fields/editor-kinds.js';
import { fieldEditors } from '../fields/editor-registry.js';
import { formFieldsOf } from '../fields/form-fields.js';
import { entityCatalogue, entityKeys } from './entity-catalogue.js';
import { loadEntitySchemas } from './entity-schemas.js';

const editors = editorKinds.filter((kind) => fieldEditors[kind] !== undefined);

/** The fields of an entity's form that would be a raw JSON text area, as `entity.field`. */
async function jsonFields(): Promise<string[]> {
  const found: string[] = [];
  for (const entity of entityCatalogue) {
    const schemas = await loadEntitySchemas(entity);
    const fields = formFieldsOf(
      schemas.input,
      entity.hints ?? {},
      { entityKeys, editors },
      schemas.inputOutput,
    );
    for (const field of fields) if (field.kind === 'json') found.push(`${entity.key}.${field.name}`);
  }
  return found.sort();
}

describe('entity forms', () => {
  // An owner edits these every week; JSON text is for the rare structures still listed here.
  it('offer a raw JSON text area only where no editor exists yet', async () => {
    expect(await jsonFields()).toEqual([
      'blocks.content',
      'devices.settings',
      'digital-signage-streams.segments',
      'image-templates.layers',
      'redirects.statusCode',
      'scenes.content',
      'working-activities.pauses',
    ]);
  });
});
