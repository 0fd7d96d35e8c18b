import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planLimitReached } from '@contract/api/submissions';
import { editor } from '@web/test/render-solving-page';
import { renderProblem, submitButton } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

describe('problem page: Submit at the plan\u2019s weekly limit', () => {
  it('opens Plan Limit Reached on a 403, with a way to the plans, and keeps Submit off', async () => {
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Plan Limit Reached' });
    expect(dialog).toHaveAccessibleDescription('Weekly problem limit reached. Please upgrade your plan to continue.');
    expect(within(dialog).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("You've reached your weekly limit. Upgrade your plan to unlock more.");
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('region', { name: /^Submission/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(1);

    // Run Only is not limited by the plan.
    expect(screen.getByRole('button', { name: 'Run Only' })).toBeEnabled();
  });

  it('goes to pricing from the dialog', async () => {
    const { router } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.click(submitButton());
    await userEvent.click(await screen.findByRole('link', { name: 'View plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('keeps Submit off at the plan\u2019s weekly limit from the start, with the limit text, and sends nothing', async () => {
    const { api } = renderProblem({
      routes: {
        'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 15, limit: 15, counted: false } } },
        'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } },
      },
    });
    await editor();
    await waitFor(() => expect(submitButton()).toHaveTextContent("You've reached your weekly limit. Upgrade your plan to unlock more."), { timeout: 5_000 });
    expect(submitButton()).toBeDisabled();
    await userEvent.click(submitButton());
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(0);
  });

  it('lets a problem already counted this week be submitted again at the limit, and an unlimited plan always', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 15, limit: 15, counted: true } } } } });
    await editor();
    await screen.findByText('Attempt 1');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
    cleanup();
    renderProblem({
      routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 90, limit: -1, counted: false } } } },
    });
    await editor();
    await screen.findByText('Attempt 1');
    expect(submitButton()).toBeEnabled();
  });

  it('sends one request for a double click that the plan\u2019s limit refuses', async () => {
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.dblClick(submitButton());
    await screen.findByRole('dialog', { name: 'Plan Limit Reached' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(submitButton());
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(1);
  });
});
