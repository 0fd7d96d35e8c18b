/** The presence feature's Lambda: the routes of contract/api/presence.ts. */
import { presenceApi } from '@contract/api/presence';
import { featureRouter } from '../shared/http-handler';
import { handler as getPresence } from './get-presence';

export const handler = featureRouter(presenceApi, { getPresence });
