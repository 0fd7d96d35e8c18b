/**
 * The catalogue's writes: a problem imported from its package, with its uuid claim, the
 * `meta/summary` counts and its problems-list index entry, in one transaction, so the counts are true whatever order or how often
 * packages are imported (tools/catalogue/import.ts).
 */
import { $add, GetItemCommand, PutTransaction, UpdateTransaction, type FormattedItem } from 'dynamodb-toolbox';
import type { TopicGroup } from '@contract/catalogue/topics';
import type { Difficulty } from '@contract/difficulty';
import { CatalogueSummaryEntity } from './entities/catalogue-summary';
import { ProblemEntity, ProblemUuidClaimEntity } from './entities/problem';
import { named, namedTransaction } from './named-transaction';
import { getProblem, type NewProblem } from './problems';
import { ensureProblemIndexShard, problemIndexEntryWrite } from './problem-index';

/** A problem as an import writes it: every field the catalogue shows is present. */
export type CatalogueProblem = Omit<NewProblem, 'createdAt' | 'updatedAt' | 'uuid' | 'topic' | 'tags'> & { uuid: string; topic: TopicGroup; tags: string[] };

/** The catalogue's counts, every one present (a count the item lacks reads as 0). */
export type CatalogueSummary = Required<Omit<FormattedItem<typeof CatalogueSummaryEntity>, 'name' | 'created' | 'modified' | 'updatedAt'>> & {
  updatedAt?: string;
};

const countField = { Easy: 'easyCount', Medium: 'mediumCount', Hard: 'hardCount' } as const satisfies Record<Difficulty, string>;

/** Another package already holds this problem id (its uuid differs): importing would overwrite someone else's problem. */
export class ProblemIdTakenError extends Error {
  constructor(
    readonly problemId: string,
    readonly heldBy: string,
  ) {
    super(`the problem id ${problemId} belongs to another package (uuid ${heldBy}); rename the folder or keep that package's uuid`);
    this.name = 'ProblemIdTakenError';
  }
}

/** The problem id a package uuid was imported as, if it was. */
export async function problemIdOfUuid(uuid: string): Promise<string | undefined> {
  const { Item } = await ProblemUuidClaimEntity.build(GetItemCommand).key({ uuid }).options({ consistent: true }).send();
  return Item?.problemId;
}

export async function getCatalogueSummary(): Promise<CatalogueSummary> {
  const { Item } = await CatalogueSummaryEntity.build(GetItemCommand).key({ name: 'summary' }).send();
  return {
    totalProblems: Item?.totalProblems ?? 0,
    easyCount: Item?.easyCount ?? 0,
    mediumCount: Item?.mediumCount ?? 0,
    hardCount: Item?.hardCount ?? 0,
    ...(Item?.updatedAt && { updatedAt: Item.updatedAt }),
  };
}

/**
 * Creates or updates a problem by its package's uuid. The problem item is written only if it is
 * still what was read (absent, or the same uuid and difficulty), the claim only if free or ours,
 * and the summary ADDs what changed: a concurrent import of the same problem makes the transaction
 * cancel, and it is read and tried again, so no count is ever added twice.
 */
export async function saveCatalogueProblem(problem: CatalogueProblem, now = new Date()): Promise<'created' | 'updated'> {
  await ensureProblemIndexShard(problem.problemId);
  for (let attempt = 1; ; attempt++) {
    const existing = await getProblem(problem.problemId);
    if (existing && existing.uuid !== problem.uuid) throw new ProblemIdTakenError(problem.problemId, existing.uuid ?? 'none');
    const at = now.toISOString();
    const summary: Record<string, unknown> = {};
    if (!existing) Object.assign(summary, { totalProblems: $add(1), [countField[problem.difficulty]]: $add(1) });
    else if (existing.difficulty !== problem.difficulty)
      Object.assign(summary, { [countField[existing.difficulty]]: $add(-1), [countField[problem.difficulty]]: $add(1) });
    const put = ProblemEntity.build(PutTransaction).item({ ...problem, createdAt: existing?.createdAt ?? at, updatedAt: at });
    const cancelled = await namedTransaction([
      {
        name: 'problem',
        item: existing
          ? put.options({
              condition: {
                and: [
                  { attr: 'uuid', eq: problem.uuid },
                  { attr: 'difficulty', eq: existing.difficulty },
                ],
              },
            })
          : put.options({ condition: { attr: 'problemId', exists: false } }),
      },
      {
        name: 'uuidClaim',
        item: ProblemUuidClaimEntity.build(PutTransaction)
          .item({ uuid: problem.uuid, problemId: problem.problemId })
          .options({
            condition: {
              or: [
                { attr: 'problemId', exists: false },
                { attr: 'problemId', eq: problem.problemId },
              ],
            },
          }),
      },
      ...named(
        'summary',
        Object.keys(summary).length ? [CatalogueSummaryEntity.build(UpdateTransaction).item({ name: 'summary', ...summary, updatedAt: at })] : [],
      ),
      // The problems list's entry (data/problem-index.ts), true whenever the problem is.
      {
        name: 'indexEntry',
        item: problemIndexEntryWrite({
          problemId: problem.problemId,
          title: problem.title,
          difficulty: problem.difficulty,
          topic: problem.topic,
          tags: problem.tags,
        }),
      },
    ]);
    if (!cancelled) return existing ? 'updated' : 'created';
    if (cancelled.failed.has('uuidClaim')) throw new Error(`the uuid ${problem.uuid} is already imported as another problem id`);
    if (cancelled.failed.has('problem') && attempt < 3) continue;
    throw cancelled.error;
  }
}
