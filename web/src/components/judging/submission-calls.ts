import { submissionsApi } from '@contract/api/submissions';
import type { SubmissionView } from '@contract/judge';
import type { ApiClient } from '@web/lib/api-client';
import type { EditorContent } from '@web/components/code-editor/editor-panel';

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
