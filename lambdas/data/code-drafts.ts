/** Server drafts of the solving screen's code (Save): one item per (user, problem). */
import { executeTransactWrite, GetItemCommand, PutTransaction, type FormattedItem } from 'dynamodb-toolbox';
import type { JudgeLanguage } from '@contract/judge';
import { accountWritableCheck } from './account-guard';
import { cancellationCodes } from './conditional-write';
import { CodeDraftEntity } from './entities/code-draft';

export type StoredCodeDraft = FormattedItem<typeof CodeDraftEntity>;

export async function getCodeDraft(userId: string, problemId: string): Promise<StoredCodeDraft | undefined> {
  const { Item } = await CodeDraftEntity.build(GetItemCommand).key({ userId, problemId }).send();
  return Item;
}

/**
 * Replaces the user's draft of the problem; false when the account can no longer write (deleted or
 * being deleted: the transaction's check on the profile fails, so nothing is left behind).
 */
export async function saveCodeDraft(draft: { userId: string; problemId: string; language: JudgeLanguage; source: string; savedAt: string }): Promise<boolean> {
  try {
    await executeTransactWrite(accountWritableCheck(draft.userId), CodeDraftEntity.build(PutTransaction).item(draft));
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
