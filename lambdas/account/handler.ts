/** The account feature's Lambda: the routes of contract/api/account.ts. */
import { accountApi } from '@contract/api/account';
import { featureRouter } from '../shared/http-handler';
import { handler as confirmTwoFactor } from './confirm-two-factor';
import { handler as deleteMe } from './delete-account';

export const handler = featureRouter(accountApi, { deleteMe, confirmTwoFactor });
