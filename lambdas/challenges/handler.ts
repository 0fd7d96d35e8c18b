/** The weekly challenges feature's Lambda: the routes of contract/api/challenges.ts. */
import { challengesApi } from '@contract/api/challenges';
import { featureRouter } from '../shared/http-handler';
import { handler as activeChallenge } from './active-challenge';
import { handler as getChallenge } from './get-challenge';
import { handler as joinChallenge } from './join-challenge';
import { handler as listChallenges } from './list-challenges';
import { runHandler as runChallenge, saveDraftHandler as saveChallengeDraft, submitHandler as submitChallenge } from './play-routes';
import { handler as createChallenge } from './schedule-challenge';

export const handler = featureRouter(challengesApi, {
  activeChallenge,
  createChallenge,
  listChallenges,
  getChallenge,
  joinChallenge,
  runChallenge,
  saveChallengeDraft,
  submitChallenge,
});
