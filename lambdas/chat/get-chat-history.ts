import { chatApi } from '@contract/api/chat';
import { httpRoute } from '../shared/http-handler';
import { getChatHistory } from './chat';
import { chatDeps } from './repository';

/** GET /chats/{userId}/messages?before=…: a page of 8 of the caller's conversation with the user, oldest first. */
export const handler = httpRoute(chatApi.getChatHistory, ({ userId, before }, { caller }) => getChatHistory(chatDeps, caller, userId, before));
