import { GetItemCommand, PutItemCommand } from 'dynamodb-toolbox';
import { PlanLimitsEntity } from './entities/plan-limits';

/** The stored overrides of `meta/plans`, as stored (validated by the reader), if any. */
export async function getStoredPlanLimits(): Promise<unknown> {
  const { Item } = await PlanLimitsEntity.build(GetItemCommand).key({ name: 'plans' }).send();
  return Item?.limits;
}

/** Replaces the overrides (admin tooling and tests). */
export async function putStoredPlanLimits(limits: unknown, now = new Date()): Promise<void> {
  await PlanLimitsEntity.build(PutItemCommand).item({ name: 'plans', limits, updatedAt: now.toISOString() }).send();
}
