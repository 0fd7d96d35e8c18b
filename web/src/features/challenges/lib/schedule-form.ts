import { z } from 'zod';
import { DEFAULT_CHALLENGE_DAYS, type NewChallenge, newChallengeSchema } from '@contract/challenges';
import type { Difficulty } from '@contract/difficulty';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';

/**
 * The "Schedule a Weekly Challenge" form (docs/requirements/challenges.md §5): what its fields hold (text, as inputs give
 * it), and how they become the body of POST /weekly-challenges, checked by the contract's own
 * schema so the page refuses what the server would, in the same words.
 */
export type ScheduleFields = {
  title: string;
  description: string;
  /** Comma-separated; sent as a list. */
  tags: string;
  difficulty: Difficulty;
  /** `datetime-local` values ("2026-11-30T00:00"), in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  timeMs: string;
  memoryMb: string;
  starterCode: Record<JudgeLanguage, string>;
  languageMetrics: Record<JudgeLanguage, { avgTimeMs: string; avgChars: string }>;
  tests: { input: string; expected: string }[];
};

/** docs/decisions/D08: what optimality compares with for a language without its own averages (lambdas/challenges/score.ts). */
export const defaultLanguageMetrics = { avgTimeMs: 1000, avgChars: 200 } as const;
export const defaultTimeMs = 2000;
export const defaultMemoryMb = 256;

export const scheduleMessages = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as an ISO instant; undefined when empty or invalid. */
export function localInputToIso(value: string): string | undefined {
  // A date-time without an offset is local time (ECMAScript Date Time String Format).
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The next Monday at 00:00 local time, strictly after `now` (a week on, on a Monday). */
export function nextMonday(now: Date): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  return day;
}

const byLanguage = <T>(value: (language: JudgeLanguage) => T) =>
  Object.fromEntries(judgeLanguages.map((language) => [language, value(language)])) as Record<JudgeLanguage, T>;

/** A new form: next Monday 00:00 for a week (docs/requirements/challenges.md §5), 2 s, 256 MB, one empty test. */
export function defaultScheduleFields(now = new Date()): ScheduleFields {
  const startsAt = nextMonday(now);
  const endsAt = new Date(startsAt);
  endsAt.setDate(endsAt.getDate() + DEFAULT_CHALLENGE_DAYS);
  return {
    title: '',
    description: '',
    tags: '',
    difficulty: 'Easy',
    startsAt: toLocalInput(startsAt),
    endsAt: toLocalInput(endsAt),
    timeMs: String(defaultTimeMs),
    memoryMb: String(defaultMemoryMb),
    starterCode: byLanguage(() => ''),
    languageMetrics: byLanguage(() => ({ avgTimeMs: '', avgChars: '' })),
    tests: [{ input: '', expected: '' }],
  };
}

/** "Arrays, hashing,, arrays" → ['Arrays', 'hashing']: trimmed, no empties, each once whatever the case. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

/** An empty box is absent (the schema's default applies); anything else is read as a number. */
const numberOrAbsent = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request the fields make, before the contract's schema checks it: starter code only for the
 * languages given, averages only for the languages with one of the pair filled (the other taking
 * the score's default, docs/decisions/D08).
 */
export function toRequestBody(fields: ScheduleFields) {
  const starterCode: Partial<Record<JudgeLanguage, string>> = {};
  const languageMetrics: Partial<Record<JudgeLanguage, { avgTimeMs: number; avgChars: number }>> = {};
  for (const language of judgeLanguages) {
    const code = fields.starterCode[language];
    if (code.trim() !== '') starterCode[language] = code;
    const avgTimeMs = numberOrAbsent(fields.languageMetrics[language].avgTimeMs);
    const avgChars = numberOrAbsent(fields.languageMetrics[language].avgChars);
    if (avgTimeMs !== undefined || avgChars !== undefined) {
      languageMetrics[language] = { avgTimeMs: avgTimeMs ?? defaultLanguageMetrics.avgTimeMs, avgChars: avgChars ?? defaultLanguageMetrics.avgChars };
    }
  }
  return {
    title: fields.title,
    description: fields.description,
    tags: parseTags(fields.tags),
    difficulty: fields.difficulty,
    startsAt: localInputToIso(fields.startsAt),
    endsAt: localInputToIso(fields.endsAt),
    starterCode,
    tests: fields.tests,
    timeMs: numberOrAbsent(fields.timeMs),
    memoryMb: numberOrAbsent(fields.memoryMb),
    languageMetrics,
  };
}

/**
 * The form's schema: the contract's `newChallengeSchema` over the request the fields make, so its
 * issues land on the fields of the same names. A missing date stops there: without both dates the
 * schema's date rules would speak of the wrong thing.
 */
export const scheduleFormSchema = z.preprocess((fields: ScheduleFields, ctx) => {
  const body = toRequestBody(fields);
  if (!body.startsAt) ctx.addIssue({ code: 'custom', message: scheduleMessages.startRequired, path: ['startsAt'], input: fields.startsAt });
  if (!body.endsAt) ctx.addIssue({ code: 'custom', message: scheduleMessages.endRequired, path: ['endsAt'], input: fields.endsAt });
  return body;
}, newChallengeSchema) as unknown as z.ZodType<NewChallenge, ScheduleFields>;
