import { queryOptions, useQuery } from '@tanstack/react-query';
import { submissionsApi } from '@contract/api/submissions';
import type { JudgeLanguage } from '@contract/judge';
import { type ApiClient, useApiClient } from '@web/lib/api-client';

/** Each language's toolchain version as its judge reports it ("g++ (Debian 12.2.0-14) 12.2.0"). */
export type LanguageVersions = Partial<Record<JudgeLanguage, string>>;

/**
 * GET /judge/languages (public): the versions the judges run, so the language select says which
 * compiler or runtime a program meets. They change with a judge image only: read once a visit.
 */
export function judgeLanguagesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['judge-languages'] as const,
    queryFn: async ({ signal }): Promise<LanguageVersions> => {
      const { languages } = await api.call(submissionsApi.listJudgeLanguages, { signal });
      return Object.fromEntries(languages.map(({ language, version }) => [language, version]));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The versions for a language select: empty until they come (or if they cannot), never blocking the editor. */
export function useLanguageVersions(): LanguageVersions {
  return useQuery(judgeLanguagesQueryOptions(useApiClient())).data ?? {};
}
