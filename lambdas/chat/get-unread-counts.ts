import { chatApi } from '@contract/api/chat';
import { httpRoute } from '../shared/http-handler';
import { getUnreadCounts } from './chat';
import { chatDeps } from './repository';

/** GET /me/chats/unread: the caller's unread messages, in all and per friend. */
export const handler = httpRoute(chatApi.getUnreadCounts, (_input, { caller }) => getUnreadCounts(chatDeps, caller));
