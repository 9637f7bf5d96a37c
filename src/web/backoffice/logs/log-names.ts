import { backoffice } from '../../i18n/backoffice.js';
import { entityCatalogue, entityName, type EntityConfig } from '../entities/entity-catalogue.js';

/**
 * The log names an entity the way its routes do (`division`, `image-template`); accept camelCase too,
 * so `imageTemplate` finds its German name as well.
 */
export function loggedEntity(name: string): EntityConfig | undefined {
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return entityCatalogue.find((entity) => entity.schema === name || entity.schema === kebab);
}

export function loggedEntityLabel(name: string): string {
  const entity = loggedEntity(name);
  return entity ? entityName(entity.key).singular : name;
}

const actionLabels: Readonly<Record<string, string>> = backoffice.logs.actions;

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action;
}
