import type { TaskEntity, TaskFilter, TaskInput } from '../../../domain/schemas/entities/task.js';
import type { Db } from '../../db/client.js';
import type { Actor, EntityService } from '../../organisation/index.js';
import { projectIdsMatching } from '../projects/service.js';
import {
  deleteTask,
  findTaskRow,
  insertTask,
  listTaskRows,
  updateTask,
  type TaskRowFilter,
} from './queries.js';

const values = (input: TaskInput) => ({
  projectId: input.project,
  name: input.name,
  description: input.description,
  isActive: input.isActive,
});

/** The project filter, narrowed to the projects of a branch's departments when one is asked for. */
async function projectIds(db: Db, filter: TaskFilter, actor: Actor): Promise<readonly number[] | undefined> {
  const byBranch =
    filter.branch === undefined ? undefined : await projectIdsMatching(db, { branch: filter.branch }, actor);
  if (filter.project === undefined) return byBranch;
  return byBranch === undefined || byBranch.includes(filter.project) ? [filter.project] : [];
}

async function rowFilter(db: Db, filter: TaskFilter, actor: Actor): Promise<TaskRowFilter> {
  return {
    projectIds: await projectIds(db, filter, actor),
    isActive: filter.status === undefined ? undefined : filter.status === 'active',
    search: filter.search,
  };
}

export const getTask = (db: Db, id: number): Promise<TaskEntity | undefined> => findTaskRow(db, id);

/** Tasks of projects; an unknown project is a 422, a task with booked working time cannot be deleted (409). */
export const taskService: EntityService<TaskInput, TaskEntity, TaskFilter> = {
  list: async (db, filter, actor) => listTaskRows(db, await rowFilter(db, filter, actor)),
  get: (db, id) => getTask(db, id),
  create: (tx, input) => insertTask(tx, values(input)),
  update: (tx, id, input) => updateTask(tx, id, values(input)),
  remove: (tx, id) => deleteTask(tx, id),
};
