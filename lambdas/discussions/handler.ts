/** The discussion engine's Lambda (docs/decisions/D13): the routes of contract/api/discussions.ts. */
import { discussionsApi as api } from '@contract/api/discussions';
import { featureRouter, httpRoute } from '../shared/http-handler';
import { blogRoutes } from './blog-routes';
import { acceptAnswer, viewQuestion } from './answers';
import { changeFeedbackStatus, createItem, listItems, setHidden } from './items';
import { listReports } from './reports';
import { feedbackStats } from './stats';
import { communityRoutes, qnaRoutes } from './thread-routes';
import { vote } from './votes';

export const handler = featureRouter(api, {
  ...blogRoutes,
  ...communityRoutes,
  ...qnaRoutes,
  acceptAnswer: httpRoute(api.acceptAnswer, ({ itemId, commentId }, { caller }) => acceptAnswer(caller, itemId, commentId)),
  viewQuestion: httpRoute(api.viewQuestion, ({ itemId }, { caller }) => viewQuestion(caller, itemId)),
  getFeedbackStats: httpRoute(api.getFeedbackStats, () => feedbackStats()),
  listFeedback: httpRoute(api.listFeedback, ({ cursor }, { caller }) => listItems('feedback', caller, { cursor })),
  createFeedback: httpRoute(api.createFeedback, (input, { caller }) => createItem('feedback', caller, input)),
  voteFeedback: httpRoute(api.voteFeedback, ({ itemId }, { caller }) => vote('feedback', caller, itemId, 'up')),
  setFeedbackStatus: httpRoute(api.setFeedbackStatus, ({ itemId, status }, { caller }) => changeFeedbackStatus(caller, itemId, status)),
  setDiscussionHidden: httpRoute(api.setDiscussionHidden, ({ kind, itemId, hidden }, { caller }) => setHidden(kind, caller, itemId, hidden)),
  listDiscussionReports: httpRoute(api.listDiscussionReports, ({ cursor }) => listReports(cursor)),
});
