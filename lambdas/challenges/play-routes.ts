/** POST …/run, PUT …/draft and POST …/submissions of a weekly challenge (contract/api/challenges.ts). */
import { challengesApi } from '@contract/api/challenges';
import type { JudgeLanguage } from '@contract/judge';
import { httpRoute } from '../shared/http-handler';
import { runChallenge, saveDraft, submitChallenge } from './challenge-play';
import { playRepository } from './play-repository';

const codeOf = (input: { language: string; source: string }) => ({ language: input.language as JudgeLanguage, source: input.source });

export const runHandler = httpRoute(challengesApi.runChallenge, (input, { caller }) =>
  runChallenge(playRepository, caller.userId, input.challengeId, codeOf(input)),
);

export const saveDraftHandler = httpRoute(challengesApi.saveChallengeDraft, (input, { caller }) =>
  saveDraft(playRepository, caller.userId, input.challengeId, { ...codeOf(input), elapsedSeconds: input.elapsedSeconds }),
);

export const submitHandler = httpRoute(challengesApi.submitChallenge, (input, { caller }) =>
  submitChallenge(playRepository, caller.userId, input.challengeId, { ...codeOf(input), elapsedSeconds: input.elapsedSeconds }),
);
