import { GetItemCommand, PutItemCommand } from 'dynamodb-toolbox';
import type { LanguageInfo } from '@contract/judge';
import { JudgeLanguagesEntity } from './entities/judge-languages';
import { expiresIn, isExpired } from './table';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The versions the judge images reported within the last day, or undefined. */
export async function getCachedJudgeLanguages(now = Date.now()): Promise<LanguageInfo[] | undefined> {
  const { Item } = await JudgeLanguagesEntity.build(GetItemCommand).key({ name: 'judge-languages' }).send();
  if (!Item || isExpired(Item, now)) return undefined;
  return Item.languages;
}

export async function cacheJudgeLanguages(languages: LanguageInfo[], now = new Date()): Promise<void> {
  await JudgeLanguagesEntity.build(PutItemCommand)
    .item({ name: 'judge-languages', languages, reportedAt: now.toISOString(), expiresAt: expiresIn(ONE_DAY_SECONDS, now.getTime()) })
    .send();
}
