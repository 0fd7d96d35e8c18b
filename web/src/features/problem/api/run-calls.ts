import { submissionsApi, type CustomRunResponse } from '@contract/api/submissions';
import type { RunResponse } from '@contract/judge';
import type { ApiClient } from '@web/lib/api-client';
import type { EditorContent } from '@web/components/code-editor/editor-panel';

/** POST /problems/{problemId}/run: the samples, judged at once; no quota, no XP, nothing stored. */
export function runCode(api: ApiClient, problemId: string, { language, code }: EditorContent): Promise<RunResponse> {
  return api.call(submissionsApi.runCode, { params: { problemId }, body: { language, source: code } });
}

/** POST /problems/{problemId}/run-custom: the program on the student's own input; nothing stored. */
export function runOnCustomInput(api: ApiClient, problemId: string, { language, code }: EditorContent, stdin: string): Promise<CustomRunResponse> {
  return api.call(submissionsApi.runCustomInput, { params: { problemId }, body: { language, source: code, stdin } });
}
