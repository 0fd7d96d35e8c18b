import { chatApi } from '@contract/api/chat';
import { httpRoute } from '../shared/http-handler';
import { markChatRead } from './chat';
import { chatDeps } from './repository';

/** POST /chats/{userId}/read: the caller opened the conversation with the user. */
export const handler = httpRoute(chatApi.markChatRead, ({ userId }, { caller }) => markChatRead(chatDeps, caller, userId));
