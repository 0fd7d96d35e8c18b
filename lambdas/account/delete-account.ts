import { markAccountDeleting } from '../data/account-guard';
import { keys } from '../data/keys';
import { deleteItems, listUserItemKeys } from '../data/user-items';
import { deleteAllAvatars } from '../platform/avatar-storage';
import { closeSockets } from '../platform/close-sockets';
import { accountApi } from '@contract/api/account';
import { httpRoute } from '../shared/http-handler';
import { revokeAllSignIns } from '../shared/revoked-tokens';
import { deleteIdentity, signOutEverywhere } from './cognito-user';
import { deleteAccount } from './delete-account-flow';

/** DELETE /me {reason?}: the caller's sockets, data, avatar objects, sign-ins and Cognito user. */
export const handler = httpRoute(accountApi.deleteMe, ({ reason }, { caller }) =>
  deleteAccount(
    {
      deleteAllAvatars,
      listUserItemKeys,
      deleteItems,
      revokeAllSignIns,
      signOutEverywhere,
      deleteIdentity,
      profileKey: (userId) => ({ pk: keys.user(userId), sk: keys.profileSort() }),
      markDeleting: markAccountDeleting,
      closeAllSockets: (userId) => closeSockets(userId),
    },
    caller,
    reason,
  ),
);
