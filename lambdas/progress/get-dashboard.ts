import { progressApi } from '@contract/api/progress';
import { httpRoute } from '../shared/http-handler';
import { buildDashboard } from './dashboard';
import { dashboardRepository } from './repository';

/** GET /me/dashboard: the caller's own progress. */
export const handler = httpRoute(progressApi.getDashboard, (_input, { caller }) => buildDashboard(dashboardRepository, caller.userId));
