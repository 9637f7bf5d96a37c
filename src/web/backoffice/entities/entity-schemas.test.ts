import { describe, expect, it } from 'vitest';
import { fieldLabel, loadEntitySchemas } from './entity-schemas.js';

describe('entity schemas', () => {
  it('loads an entity’s input and answer schema as JSON Schema with the German labels', async () => {
    const schemas = await loadEntitySchemas({ schema: 'division' });
    expect(Object.keys(schemas.input.properties ?? {})).toContain('identifier');
    expect(fieldLabel(schemas, 'name')).toBe('Name');
    expect(fieldLabel(schemas, 'id')).toBe('ID');
    expect(fieldLabel(schemas, 'unknown')).toBe('unknown');
  });

  it('also finds an answer schema named <entity>EntitySchema', async () => {
    const schemas = await loadEntitySchemas({ schema: 'category' });
    expect(fieldLabel(schemas, 'image')).toBe('Bild');
  });

  it('refuses an entity without a schema module', async () => {
    await expect(loadEntitySchemas({ schema: 'nothing-here' })).rejects.toThrow('No schema module');
  });
});
