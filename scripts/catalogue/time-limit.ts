/**
 * How a package's declared time limit is checked against what its accepted solutions measured.
 *
 * The format's rule (2025-09 "Problem timing"): with T_ac the slowest accepted run,
 * `T_ac × ac_to_time_limit ≤ time_limit`, and with no time_limit given, the limit is the smallest
 * positive multiple of `time_resolution` (default 1 s) that satisfies it. CodeArena runs a language
 * with `time_limit × multiplier` of CPU (lambdas/judge/core/languages.ts), so each language's
 * slowest run is first brought back to the problem's scale: T_ac = max over languages of
 * (slowest CPU ms in that language ÷ its multiplier).
 *
 * Our catalogue declares time_limit (the limit students get is then reviewed in git, not
 * re-derived from a machine's mood), and verify accepts it when
 *   required = ac_to_time_limit × T_ac  ≤  declared  ≤  derived = the format's default limit,
 * the first allowing for a proving machine slower than the one that set the limit
 * (machineAllowance below: required ≤ declared × allowance); too tight fails naming the slowest
 * language, too loose fails giving the limit the rule gives.
 * The other half of the rule, `time_limit × time_limit_to_tle ≤ T_tle`, is checked by judging each
 * time_limit_exceeded submission with that larger limit: it must still be TLE.
 */
import type { JudgeLanguage } from '@contract/judge';

export interface TimeLimitInput {
  declaredSeconds: number;
  resolutionSeconds: number;
  acToTimeLimit: number;
  /** Slowest CPU time (ms) of any accepted submission on any test, per language measured. */
  slowestMs: Partial<Record<JudgeLanguage, number>>;
  multipliers: Record<JudgeLanguage, number>;
}

export interface TimeLimitVerdict {
  ok: boolean;
  requiredSeconds: number;
  derivedSeconds: number;
  /** The language whose run, on the problem's scale, sets the requirement. */
  slowestLanguage?: JudgeLanguage;
  message?: string;
}

/** Float noise (0.1 + 0.2) must not fail a limit that is exactly on the bound. */
const EPSILON = 1e-9;

/**
 * How much slower than the machine that set a limit the proving machine may run before a limit reads
 * "too tight". The same machine kind measured 1.5–2× slower CPU times on 2026-11-26 than the day
 * before (README, benchmarks), and a CI run sharing the machine saw edit-distance's slowest accepted
 * Python at 1.52× its margin: a declared limit stays right, and AC, WA and TLE are still proven
 * exactly on every run; only this review of the limit's margin allows for the machine, and at most
 * what MAX_SHARE_OF_LIMIT leaves it (machineAllowance).
 */
export const MACHINE_SPEED_TOLERANCE = 2;

/**
 * The most of its declared limit an accepted run may use on the proving machine, whatever the
 * allowance above. The proof judges accepted submissions with the declared limit, so no slowest run
 * it reports is over that limit: an allowance as large as ac_to_time_limit (2 × 2 = 2 × the limit)
 * would pass every run the proof can report, and the review could never fail. Capping the allowance
 * at this share of ac_to_time_limit keeps the "too tight" side reachable: an accepted run using more
 * than 90 % of its limit fails the review (the AC proof there is one slow moment away from TLE).
 */
export const MAX_SHARE_OF_LIMIT = 0.9;

/** The slowdown of the proving machine the review allows for with this margin: 2×, or less where the margin is too small to keep the review able to fail. */
export function machineAllowance(acToTimeLimit: number): number {
  return Math.min(MACHINE_SPEED_TOLERANCE, acToTimeLimit * MAX_SHARE_OF_LIMIT);
}

export function checkTimeLimit(input: TimeLimitInput): TimeLimitVerdict {
  let slowestLanguage: JudgeLanguage | undefined;
  let scaledMs = 0;
  for (const [language, ms] of Object.entries(input.slowestMs) as [JudgeLanguage, number][]) {
    const scaled = ms / input.multipliers[language];
    if (scaled >= scaledMs) [slowestLanguage, scaledMs] = [language, scaled];
  }
  const requiredSeconds = (input.acToTimeLimit * scaledMs) / 1000;
  const steps = Math.max(1, Math.ceil(requiredSeconds / input.resolutionSeconds - EPSILON));
  const derivedSeconds = Number((steps * input.resolutionSeconds).toFixed(6));
  const base = { requiredSeconds, derivedSeconds, ...(slowestLanguage && { slowestLanguage }) };
  const allowance = machineAllowance(input.acToTimeLimit);
  if (input.declaredSeconds * allowance + EPSILON < requiredSeconds) {
    const ms = input.slowestMs[slowestLanguage!]!;
    return {
      ...base,
      ok: false,
      message: `time_limit ${input.declaredSeconds} s is too tight: the slowest accepted run is ${slowestLanguage} ${Math.round(ms)} ms (÷ ${input.multipliers[slowestLanguage!]} for the language = ${Math.round(scaledMs)} ms), × ac_to_time_limit ${input.acToTimeLimit} needs at least ${requiredSeconds.toFixed(3)} s (${Number(allowance.toFixed(3))}× allowed for a slower machine)`,
    };
  }
  if (input.declaredSeconds > derivedSeconds + EPSILON) {
    return {
      ...base,
      ok: false,
      message: `time_limit ${input.declaredSeconds} s is looser than the rule gives: ${derivedSeconds} s (slowest accepted run × ${input.acToTimeLimit}, rounded up to time_resolution ${input.resolutionSeconds} s)`,
    };
  }
  return { ...base, ok: true };
}
