/** The challenge page's Run, Save and Submit wired to DynamoDB, the judge and the workflow. */
import { createChallengeSubmission, getChallengeEntry, saveChallengeDraft } from '../data/challenge-entries';
import { getChallenge, getChallengeJoin } from '../data/challenges';
import { getStoredPlanLimits } from '../data/plan-limits';
import { getProblem, loadProblemTests } from '../data/problems';
import { getProfile } from '../data/user-profiles';
import { runVisibleTests } from '../platform/run-visible-tests';
import { startJudging } from '../platform/start-judging';
import type { ChallengePlayRepository } from './challenge-play';
import { playErrors } from './challenge-play';

export const playRepository: ChallengePlayRepository = {
  getChallenge,
  getChallengeLimits: async (challengeId) => {
    const problem = await getProblem(challengeId);
    return problem && { timeMs: problem.timeMs, memoryMb: problem.memoryMb };
  },
  loadFirstTest: async (challengeId) => (await loadProblemTests(challengeId, 1))[0]!,
  getMember: async (userId) => {
    const profile = await getProfile(userId);
    return profile && { plan: profile.plan, name: profile.name, email: profile.email };
  },
  getStoredPlanLimits,
  isJoined: async (userId, challengeId) => (await getChallengeJoin(userId, challengeId)) !== undefined,
  getChallengeEntry,
  runTests: (limits, tests, code, challengeId) => runVisibleTests(limits, tests, code, { problemId: challengeId, unavailable: playErrors.runFailed }),
  saveChallengeDraft,
  createChallengeSubmission,
  startJudging,
};
