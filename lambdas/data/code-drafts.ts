/** Server drafts of the solving screen's code (Save): one item per (user, problem). */
import { GetItemCommand, PutTransaction, type FormattedItem } from 'dynamodb-toolbox';
import type { JudgeLanguage } from '@contract/judge';
import { accountWritableCheck } from './account-guard';
import { CodeDraftEntity } from './entities/code-draft';
import { namedTransaction } from './named-transaction';

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
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(draft.userId) },
    { name: 'draft', item: CodeDraftEntity.build(PutTransaction).item(draft) },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.has('account')) return false;
  throw cancelled.error;
}
