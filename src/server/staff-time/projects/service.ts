import type { ProjectEntity, ProjectFilter, ProjectInput } from '../../../domain/schemas/entities/project.js';
import type { Db } from '../../db/client.js';
import { departmentService } from '../../organisation/index.js';
import type { Actor, EntityService } from '../../organisation/index.js';
import {
  deleteProject,
  findProjectRow,
  insertProject,
  listProjectRows,
  updateProject,
  type ProjectRowFilter,
} from './queries.js';

const values = (input: ProjectInput) => ({
  name: input.name,
  description: input.description,
  departmentId: input.department,
  isActive: input.isActive,
});

/** The department filter, narrowed to the departments of a branch when one is asked for. */
async function departmentIds(
  db: Db,
  filter: ProjectFilter,
  actor: Actor,
): Promise<readonly number[] | undefined> {
  const byBranch =
    filter.branch === undefined
      ? undefined
      : (await departmentService.list(db, { branch: filter.branch }, actor)).map(
          (department) => department.id,
        );
  if (filter.department === undefined) return byBranch;
  return byBranch === undefined || byBranch.includes(filter.department) ? [filter.department] : [];
}

async function rowFilterOfProjects(db: Db, filter: ProjectFilter, actor: Actor): Promise<ProjectRowFilter> {
  return {
    departmentIds: await departmentIds(db, filter, actor),
    isActive: filter.status === undefined ? undefined : filter.status === 'active',
    search: filter.search,
  };
}

export const getProject = (db: Db, id: number): Promise<ProjectEntity | undefined> => findProjectRow(db, id);

/**
 * Projects. Every signed-in employee reads them (time is booked onto them); deleting one takes its tasks
 * along, and is refused (409) while working time is booked onto it or its tasks.
 */
export const projectService: EntityService<ProjectInput, ProjectEntity, ProjectFilter> = {
  list: async (db, filter, actor) => listProjectRows(db, await rowFilterOfProjects(db, filter, actor)),
  get: (db, id) => getProject(db, id),
  create: (tx, input) => insertProject(tx, values(input)),
  update: (tx, id, input) => updateProject(tx, id, values(input)),
  remove: (tx, id) => deleteProject(tx, id),
};

/** The ids of the projects matching a filter, for the tasks list. */
export async function projectIdsMatching(db: Db, filter: ProjectFilter, actor: Actor): Promise<number[]> {
  return (await projectService.list(db, filter, actor)).map((project) => project.id);
}
