/** The health feature's Lambda: the routes of contract/api/health.ts. */
import { healthApi } from '@contract/api/health';
import { featureRouter } from '../shared/http-handler';
import { handler as getHealth } from './get-health';

export const handler = featureRouter(healthApi, { getHealth });
