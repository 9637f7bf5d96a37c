/**
 * Staff time: the time clock, activities, planned shifts, projects and tasks, time sheets and holiday
 * balances (ADR 019, 021, 022). Statistics reads hours through the functions below.
 */
import { contextRoutes } from '../context.js';
import { projectRoutes } from './projects/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { timeSheetRoutes } from './time-sheets/routes.js';
import { timeTrackingRoutes } from './time-tracking/routes.js';
import { clockTokenRoutes } from './time-tracking/token-routes.js';
import { workingActivityRoutes } from './working-activities/routes.js';
import { workingScheduleRoutes } from './working-schedules/routes.js';
import { weekPlanRoutes } from './working-schedules/week-routes.js';

export { clockManifestRoutes } from './time-tracking/manifest-routes.js';
export { ownActivities } from './time-tracking/service.js';
export { listedBranchIds } from './working-activities/branch-access.js';

/** The time calls under /api. */
export const staffTimeApi = contextRoutes(
  projectRoutes,
  taskRoutes,
  workingActivityRoutes,
  weekPlanRoutes,
  workingScheduleRoutes,
  timeTrackingRoutes,
  clockTokenRoutes,
  timeSheetRoutes,
);
