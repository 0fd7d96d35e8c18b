/**
 * Counts one metered action in its window in one conditional write (entities/meter.ts): two
 * requests at once cannot both pass the last one.
 */
import { $add, UpdateItemCommand } from 'dynamodb-toolbox';
import { writeIfConditionHolds } from './conditional-write';
import { belowLimit, MeterEntity, type Meter } from './entities/meter';

export interface MeteredAction {
  readonly owner: string;
  readonly meter: Meter;
  /** The window's name (`yyyy-mm-ddThh:mm` for a minute, `yyyy-mm-ddThh` for an hour). */
  readonly window: string;
  readonly limit: number;
  /** Epoch seconds: a little after the window ends. */
  readonly expiresAt: number;
}

/** Counts the action if fewer than its limit were counted in its window; false at the limit. */
export async function countInWindow({ owner, meter, window, limit, expiresAt }: MeteredAction): Promise<boolean> {
  return writeIfConditionHolds(() =>
    MeterEntity.build(UpdateItemCommand)
      .item({ owner, meter, window, count: $add(1), expiresAt })
      .options({ condition: belowLimit(limit) })
      .send(),
  );
}
