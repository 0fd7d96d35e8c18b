import { screen, within } from '@testing-library/react';
import type { ProblemDetail } from '@contract/api/problems';
import { renderSolvingPage, type SolvingPageOptions } from '@web/test/render-solving-page';
import { testProblem } from './problem-fixtures';

/** The problem page of `a-plus-b` with no submissions and no server draft, unless the test says otherwise. */
export function renderProblem({ problem = testProblem(), ...options }: { problem?: ProblemDetail } & SolvingPageOptions = {}) {
  return renderSolvingPage(
    '/problem/a-plus-b',
    {
      'GET /problems/a-plus-b': { body: problem },
      'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0 } },
      'GET /problems/a-plus-b/draft': { body: { draft: null } },
    },
    options,
  );
}

export const submitButton = () => screen.getByRole('button', { name: /^(Submit|Judging\.\.\.|You've reached)/ });
export const testItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Tests' }))
    .getByText(name)
    .closest('li')!;
