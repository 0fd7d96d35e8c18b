import { screen } from '@testing-library/react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { renderSolvingPage, type Reply, type SolvingPageOptions } from '@web/test/render-solving-page';
import { testChallenge } from './challenge-fixtures';

/** The API path of the test challenge (`wc-two-sum`). */
export const challengePath = '/weekly-challenges/wc-two-sum';

/** The weekly challenge page of `wc-two-sum`, answering with `challenge` (a detail, or a reply of its own). */
export function renderChallenge({ challenge = testChallenge(), ...options }: { challenge?: ChallengeDetail | Reply } & SolvingPageOptions = {}) {
  const reply = typeof challenge === 'function' || !('challengeId' in challenge) ? (challenge as Reply) : { body: challenge };
  return renderSolvingPage('/weekly-challenge/wc-two-sum', { [`GET ${challengePath}`]: reply }, options);
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const submitButton = () => screen.getByRole('button', { name: /^(Submit|Submitted|Judging\.\.\.|Limit Reached)/ });
