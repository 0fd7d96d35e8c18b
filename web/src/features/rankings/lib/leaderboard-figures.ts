import { countryByCode } from '@contract/countries';

/** '#12', or a dash when unranked. */
export const rankText = (rank: number | null) => (rank === null ? '—' : `#${rank}`);

/** docs/requirements/leaderboards.md §1: the percentile with the suffix 'th' ('87th'); a dash when there is none. */
export const percentileText = (percentile: number | null) => (percentile === null ? '—' : `${percentile}th`);

/** '1,250 XP' or '1,250 points'. */
export const scoreText = (score: number, label: string) => `${score.toLocaleString('en-US')} ${label}`;

/** The podium's place names: 1st, 2nd, 3rd (ties share a rank, so a place may repeat). */
export function placeText(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th'}`;
}

/** A row's bar: its score against the top score, in percent (0 to 100). */
export function barPercent(score: number, topScore: number): number {
  if (topScore <= 0 || score <= 0) return 0;
  return Math.min(100, Math.round((score / topScore) * 100));
}

/** A country's name from its code (contract/countries.ts); the code itself when unknown. */
export const countryName = (code: string) => countryByCode(code)?.name ?? code;

/** The period a board shows: `2026-11` → 'November 2026', `2026` → '2026' (UTC, the boards' calendar). */
export function periodText(periodKey: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(periodKey);
  if (!month) return periodKey;
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
