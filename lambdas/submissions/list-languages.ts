/**
 * GET /judge/languages (public): each language with the toolchain version its judge image reports
 * (`{ action: 'version' }`), never a hard-coded list; cached in the table for a day.
 */
import { judgeLanguages, type LanguageInfo } from '@contract/judge';
import { cacheJudgeLanguages, getCachedJudgeLanguages } from '../data/judge-languages';
import { submissionsApi } from '@contract/api/submissions';
import { httpRoute } from '../shared/http-handler';
import { logger } from '../shared/logger';
import { judgeErrors } from '../platform/judge-errors';
import { invokeJudgeVersion } from '../platform/invoke-judge';

export async function listLanguages(): Promise<{ languages: LanguageInfo[] }> {
  const cached = await getCachedJudgeLanguages();
  if (cached) return { languages: cached };
  try {
    const languages = await Promise.all(judgeLanguages.map(async (language) => ({ language, version: await invokeJudgeVersion(language) })));
    await cacheJudgeLanguages(languages);
    return { languages };
  } catch (error) {
    logger.error('a judge did not report its version', { error: (error as Error).message });
    throw judgeErrors.runFailed();
  }
}

export const handler = httpRoute(submissionsApi.listJudgeLanguages, () => listLanguages());
