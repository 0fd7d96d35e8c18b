/**
 * The routes community posts and Q&A questions share (contract/api/discussions.ts threadRoutes),
 * made once per kind: thin, each hands the validated input and the caller to the domain.
 */
import { discussionsApi as api } from '@contract/api/discussions';
import { httpRoute } from '../shared/http-handler';
import { createComment, changeComment, listComments, removeComment } from './comments';
import { createItem, deleteItem, editItem, getItem, listItems } from './items';
import { report } from './reports';
import { communityStats, qnaStats } from './stats';
import { vote } from './votes';

export const communityRoutes = {
  getCommunityStats: httpRoute(api.getCommunityStats, () => communityStats()),
  listCommunityPosts: httpRoute(api.listCommunityPosts, (query, { caller }) => listItems('community', caller, query)),
  getCommunityPost: httpRoute(api.getCommunityPost, ({ itemId }, { caller }) => getItem('community', caller, itemId)),
  createCommunityPost: httpRoute(api.createCommunityPost, (input, { caller }) => createItem('community', caller, input)),
  editCommunityPost: httpRoute(api.editCommunityPost, ({ itemId, ...input }, { caller }) => editItem('community', caller, itemId, input)),
  deleteCommunityPost: httpRoute(api.deleteCommunityPost, ({ itemId }, { caller }) => deleteItem('community', caller, itemId)),
  voteCommunityPost: httpRoute(api.voteCommunityPost, ({ itemId, direction }, { caller }) => vote('community', caller, itemId, direction)),
  listCommunityPostComments: httpRoute(api.listCommunityPostComments, ({ itemId, limit, cursor }, { caller }) =>
    listComments('community', caller, itemId, limit, cursor),
  ),
  addCommunityPostComment: httpRoute(api.addCommunityPostComment, ({ itemId, text }, { caller }) => createComment('community', caller, itemId, text)),
  editCommunityPostComment: httpRoute(api.editCommunityPostComment, ({ itemId, commentId, text }, { caller }) =>
    changeComment('community', caller, itemId, commentId, text),
  ),
  deleteCommunityPostComment: httpRoute(api.deleteCommunityPostComment, ({ itemId, commentId }, { caller }) =>
    removeComment('community', caller, itemId, commentId),
  ),
  reportCommunityPost: httpRoute(api.reportCommunityPost, ({ itemId, reason, commentId }, { caller }) =>
    report('community', caller, itemId, reason, commentId ?? null),
  ),
};

export const qnaRoutes = {
  getQnaStats: httpRoute(api.getQnaStats, () => qnaStats()),
  listQuestions: httpRoute(api.listQuestions, (query, { maybeCaller }) => listItems('qna', maybeCaller, query)),
  listMyQuestions: httpRoute(api.listMyQuestions, (query, { caller }) => listItems('qna', caller, query)),
  getQuestion: httpRoute(api.getQuestion, ({ itemId }, { maybeCaller }) => getItem('qna', maybeCaller, itemId)),
  createQuestion: httpRoute(api.createQuestion, (input, { caller }) => createItem('qna', caller, input)),
  editQuestion: httpRoute(api.editQuestion, ({ itemId, ...input }, { caller }) => editItem('qna', caller, itemId, input)),
  deleteQuestion: httpRoute(api.deleteQuestion, ({ itemId }, { caller }) => deleteItem('qna', caller, itemId)),
  voteQuestion: httpRoute(api.voteQuestion, ({ itemId, direction }, { caller }) => vote('qna', caller, itemId, direction)),
  listQuestionComments: httpRoute(api.listQuestionComments, ({ itemId, limit, cursor }, { maybeCaller }) =>
    listComments('qna', maybeCaller, itemId, limit, cursor),
  ),
  addQuestionComment: httpRoute(api.addQuestionComment, ({ itemId, text }, { caller }) => createComment('qna', caller, itemId, text)),
  editQuestionComment: httpRoute(api.editQuestionComment, ({ itemId, commentId, text }, { caller }) => changeComment('qna', caller, itemId, commentId, text)),
  deleteQuestionComment: httpRoute(api.deleteQuestionComment, ({ itemId, commentId }, { caller }) => removeComment('qna', caller, itemId, commentId)),
  reportQuestion: httpRoute(api.reportQuestion, ({ itemId, reason, commentId }, { caller }) => report('qna', caller, itemId, reason, commentId ?? null)),
};
