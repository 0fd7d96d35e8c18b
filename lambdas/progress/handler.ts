/** The progress feature's Lambda: the routes of contract/api/progress.ts. */
import { progressApi } from '@contract/api/progress';
import { featureRouter } from '../shared/http-handler';
import { handler as getDashboard } from './get-dashboard';

export const handler = featureRouter(progressApi, { getDashboard });
