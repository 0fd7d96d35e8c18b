/** The challenges feature's repository: DynamoDB and the packages bucket (lambdas/data). */
import {
  createChallenge,
  getChallenge,
  listChallengeEntries,
  getChallengeJoin,
  getWeeklyChallengeJoins,
  getWeeklyChallengeSummary,
  joinChallenge,
  listChallengeJoins,
  listChallenges,
} from '../data/challenges';
import { getStoredPlanLimits } from '../data/plan-limits';
import { getProblem, loadProblemTests } from '../data/problems';
import { getChallengeEntry, listTopEntries } from '../data/challenge-entries';
import { getCodeDraft } from '../data/code-drafts';
import { getSubmission } from '../data/submissions';
import { getProfile } from '../data/user-profiles';
import type { ChallengeAccessRepository } from './challenge-access';
import type { CreateChallengeRepository } from './create-challenge';

export const challengesRepository: ChallengeAccessRepository & CreateChallengeRepository = {
  createChallenge,
  listChallenges,
  getChallenge,
  getChallengeProblem: getProblem,
  loadFirstTest: async (challengeId) => (await loadProblemTests(challengeId, 1))[0]!,
  getMember: async (userId) => {
    const profile = await getProfile(userId);
    return profile && { plan: profile.plan, createdAt: profile.createdAt };
  },
  getStoredPlanLimits,
  listChallengeJoins,
  getChallengeJoin,
  getWeeklyChallengeJoins,
  getWeeklyChallengeSummary,
  listChallengeEntries,
  getChallengeEntry,
  getChallengeDraft: getCodeDraft,
  getSubmission,
  listTopEntries,
  joinChallenge,
};
