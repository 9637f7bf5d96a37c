import {
  sceneEntitySchema,
  type SceneEntity,
  type SceneInput,
} from '../../../domain/schemas/entities/scene.js';
import type { Db } from '../../db/client.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteScene,
  findSceneRow,
  insertScene,
  listSceneRows,
  listSceneRowsByIds,
  updateScene,
} from './queries.js';

type SceneRow = Awaited<ReturnType<typeof listSceneRows>>[number];

const present = (row: SceneRow): SceneEntity => ({
  ...row,
  content: sceneEntitySchema.shape.content.parse(row.content),
});

/** Scenes; the path is unique (409). */
export const sceneService: EntityService<SceneInput, SceneEntity, Record<string, never>> = {
  list: async (db) => (await listSceneRows(db)).map(present),
  get: async (db, id) => {
    const row = await findSceneRow(db, id);
    return row && present(row);
  },
  create: (tx, input) => insertScene(tx, input),
  update: (tx, id, input) => updateScene(tx, id, input),
  remove: (tx, id) => deleteScene(tx, id),
};

/** These scenes by id, for the screens that play them. */
export async function scenesByIds(db: Db, ids: readonly number[]): Promise<Map<number, SceneEntity>> {
  return new Map((await listSceneRowsByIds(db, ids)).map((row) => [row.id, present(row)]));
}
