import { Entity, item, list, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A user's score on one leaderboard of one period (data/standings.ts): XP or weekly challenge points
 * earned in a UTC month or year (`XP#M#2026-11`, `PTS#Y#2026`). One partition per board; gsi2 orders
 * the world's board and gsi3 each country's by score, so the top N is one reverse Query; gsi1 lists
 * a user's standings for deletion. Written by the XP board's stream consumer with the entry it keeps.
 */
export const StandingEntity = new Entity({
  name: 'Standing',
  table,
  schema: item({
    board: string().key(),
    userId: string().key(),
    score: number().savedAs('s'),
    country: string().optional().savedAs('c'),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ board }) => keys.userStanding(board)),
    gsi2pk: string().link<typeof prev>(({ board }) => keys.standings(board)),
    gsi2sk: string().link<typeof prev>(({ score, userId }) => keys.standingByScore(score, userId)),
    gsi3pk: string()
      .optional()
      .link<typeof prev>(({ board, country }) => (country ? keys.countryStandings(board, country) : undefined)),
    gsi3sk: string()
      .optional()
      .link<typeof prev>(({ score, userId, country }) => (country ? keys.standingByScore(score, userId) : undefined)),
  })),
  computeKey: ({ board, userId }) => ({ pk: keys.standings(board), sk: keys.standingSort(userId) }),
  timestamps: false,
});

/** One board's ranks as the snapshot computed them (platform/rank-levels.ts), for the world or a country. */
export const StandingSummaryEntity = new Entity({
  name: 'StandingSummary',
  table,
  schema: item({
    board: string().key(),
    /** `world`, or a country's code. */
    scope: string().key(),
    users: number(),
    levels: list(number()),
    counts: list(number()),
    step: number(),
    computedAt: string(),
  }),
  computeKey: ({ board, scope }) => ({ pk: keys.standingsSummary(board), sk: keys.xpBoardSummarySort(scope) }),
  timestamps: false,
});
