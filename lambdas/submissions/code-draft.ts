/**
 * GET and PUT /problems/{problemId}/draft: the code a student saved on the server for a problem
 * (docs/requirements/practice.md §4 Save), so it follows them to another browser. Only ever the caller's own draft: the
 * key is built from the caller's id, never from the request.
 */
import { submissionsApi, type CodeDraft } from '@contract/api/submissions';
import type { CodeRequest } from '@contract/judge';
import { getCodeDraft, saveCodeDraft } from '../data/code-drafts';
import { getCatalogueProblem } from '../data/problems';
import { judgeErrors } from '../platform/judge-errors';
import { errors } from '../shared/errors';
import { httpRoute } from '../shared/http-handler';

export async function saveDraft(userId: string, problemId: string, code: CodeRequest, now = new Date()): Promise<CodeDraft> {
  if (!(await getCatalogueProblem(problemId))) throw judgeErrors.problemNotFound();
  const draft = { language: code.language, source: code.source, savedAt: now.toISOString() };
  if (!(await saveCodeDraft({ userId, problemId, ...draft }))) throw errors.userAccountNotFound();
  return draft;
}

export const getHandler = httpRoute(submissionsApi.getCodeDraft, async ({ problemId }, { caller }) => {
  const stored = await getCodeDraft(caller.userId, problemId);
  return { draft: stored ? { language: stored.language, source: stored.source, savedAt: stored.savedAt } : null };
});

export const saveHandler = httpRoute(submissionsApi.saveCodeDraft, ({ problemId, language, source }, { caller }) =>
  saveDraft(caller.userId, problemId, { language: language as CodeRequest['language'], source }),
);
