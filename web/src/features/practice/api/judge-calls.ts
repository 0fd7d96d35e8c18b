import { submissionsApi, type CustomRunResponse } from '@contract/api/submissions';
import type { RunResponse, SubmissionView } from '@contract/judge';
import type { ApiClient } from '@web/lib/api-client';
import type { EditorContent } from '../components/editor-panel';

/** POST /problems/{problemId}/run: the samples, judged at once; no quota, no XP, nothing stored. */
export function runCode(api: ApiClient, problemId: string, { language, code }: EditorContent): Promise<RunResponse> {
  return api.call(submissionsApi.runCode, { params: { problemId }, body: { language, source: code } });
}

/** POST /problems/{problemId}/run-custom: the program on the student's own input; nothing stored. */
export function runOnCustomInput(api: ApiClient, problemId: string, { language, code }: EditorContent, stdin: string): Promise<CustomRunResponse> {
  return api.call(submissionsApi.runCustomInput, { params: { problemId }, body: { language, source: code, stdin } });
}

/**
 * POST /problems/{problemId}/submissions with the solving timer's seconds: 202 with the id; 403 when
 * the plan's weekly limit is reached.
 */
export async function createSubmission(api: ApiClient, problemId: string, { language, code }: EditorContent, elapsedSeconds: number): Promise<string> {
  const { submissionId } = await api.call(submissionsApi.createSubmission, { params: { problemId }, body: { language, source: code, elapsedSeconds } });
  return submissionId;
}

/** GET /submissions/{submissionId}: the fallback when the WebSocket pushes do not arrive. */
export function getSubmission(api: ApiClient, submissionId: string, signal?: AbortSignal): Promise<SubmissionView> {
  return api.call(submissionsApi.getSubmission, { params: { submissionId }, signal });
}
