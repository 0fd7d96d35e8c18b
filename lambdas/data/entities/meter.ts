import { type Condition, Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/** What is counted per window: chat messages stored and code runs (per user and minute), newsletter sign-ups (per client and hour). */
export const meters = {
  chat: 'CHATRATE',
  runs: 'RUNMETER',
  newsletter: 'NEWSLETTER',
  /** The discussion engine's writes (contract/discussions.ts DISCUSSION_RATES). */
  discussionItems: 'DITEMS',
  discussionComments: 'DCOMMENTS',
  feedback: 'DFEEDBACK',
  discussionVotes: 'DVOTES',
  discussionReports: 'DREPORTS',
} as const;
export type Meter = (typeof meters)[keyof typeof meters];

/**
 * One count of one metered action in one time window, in its owner's partition: a user's
 * (`USER#…` / `CHATRATE#2026-11-26T18:05`) or a client address's (`CLIENT#…` / `NEWSLETTER#2026-11-26T18`).
 * ADDed on `count < limit` in the write that does the action or right before it (contract/chat.ts,
 * contract/metering.ts), so two tabs cannot both pass the last one; expires soon after its window.
 */
export const MeterEntity = new Entity({
  name: 'Meter',
  table,
  schema: item({
    /** The partition key of whom it counts: keys.user(…) or keys.client(…). */
    owner: string().key(),
    meter: string()
      .enum(...Object.values(meters))
      .key(),
    window: string().key(),
    count: number(),
    expiresAt: number(),
  }),
  computeKey: ({ owner, meter, window }) => ({ pk: owner, sk: keys.meterWindow(meter, window) }),
  timestamps: false,
});

/** Below `limit` so far in the window (a count not created yet is 0). */
export const belowLimit = (limit: number): Condition<typeof MeterEntity> => ({
  or: [
    { attr: 'count', exists: false },
    { attr: 'count', lt: limit },
  ],
});
