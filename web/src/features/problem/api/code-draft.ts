import { queryOptions } from '@tanstack/react-query';
import { type CodeDraft, submissionsApi } from '@contract/api/submissions';
import type { ApiClient } from '@web/lib/api-client';

export const codeDraftQueryKey = (problemId: string) => ['problems', problemId, 'draft'] as const;

/** GET /problems/{problemId}/draft: the code the caller saved on the server, or null. */
export function codeDraftQueryOptions(api: ApiClient, problemId: string) {
  return queryOptions({
    queryKey: codeDraftQueryKey(problemId),
    queryFn: async ({ signal }): Promise<CodeDraft | null> => (await api.call(submissionsApi.getCodeDraft, { params: { problemId }, signal })).draft,
    // Read once when the screen opens: the editor starts from it and then owns the code.
    staleTime: Infinity,
  });
}

/** PUT /problems/{problemId}/draft (Save). */
export function saveCodeDraft(api: ApiClient, problemId: string, language: CodeDraft['language'], source: string): Promise<CodeDraft> {
  return api.call(submissionsApi.saveCodeDraft, { params: { problemId }, body: { language, source } });
}
