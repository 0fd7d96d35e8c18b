import { z } from 'zod';
import { hiddenCharactersMessage, shownText } from './shown-text';
import { difficultySchema } from './difficulty';
import { judgeLanguages, MAX_SOURCE_BYTES, utf8Bytes, type JudgeLanguage } from './judge';

/**
 * Weekly challenges (docs/requirements/challenges.md §1, §2, §4, §5): what staff schedule and what students
 * see. The status moves upcoming → active → completed on the challenge's dates, by the scheduler
 * (lambdas/challenges/advance-statuses.ts), never by a client.
 */
export const challengeStatuses = ['upcoming', 'active', 'completed'] as const;
export type ChallengeStatus = (typeof challengeStatuses)[number];

/** docs/requirements/challenges.md §6: up to 20 tests per weekly challenge; Run shows the first (§2). */
export const MAX_CHALLENGE_TESTS = 20;
/**
 * Every test's input plus expected output together, as UTF-8. The create request travels through
 * API Gateway (10 MB) into a Lambda event (6 MB), inside which the JSON body is escaped once more:
 * a body of control characters grows up to 7×, so 512 KB of tests stay under 3.6 MB of event
 * (test/unit/challenges/challenge-schema.test.ts checks the worst case). Larger data belongs in a
 * catalogue package (npm run import:problems), not in a form.
 */
export const MAX_CHALLENGE_TESTS_BYTES = 512 * 1024;
/** A challenge runs a week by default (docs/requirements/challenges.md §5) and at most five weeks. */
export const DEFAULT_CHALLENGE_DAYS = 7;
export const MAX_CHALLENGE_DAYS = 35;
/** docs/requirements/challenges.md §5: the editor's text when a language has no starter code. */
export const missingStarterCode: Record<JudgeLanguage, string> = {
  cpp: '// Starter code not provided',
  python: '# Starter code not provided',
  java: '// Starter code not provided',
  javascript: '// Starter code not provided',
};

/** Word for word from docs/requirements/challenges.md §1, §2, §6; the server answers with them and the screens show them. */
export const challengeMessages = {
  joinLimitReached: "You've reached your weekly limit. Upgrade your plan to unlock more.",
  submitLimitReached: 'Weekly challenge limit reached or max submissions for this challenge reached. Please upgrade your plan to continue.',
  alreadySubmitted: 'You have already submitted a solution for this weekly challenge!',
  savedAfterSubmission: 'Code already submitted. Changes are not allowed.',
  notFound: "The weekly challenge problem you're looking for doesn't exist.",
  notActive: 'This weekly challenge is not open for submissions.',
  notJoined: 'Join this weekly challenge first.',
  endsBeforeStart: 'The end date must be after the start date.',
  tooLong: `A weekly challenge runs ${MAX_CHALLENGE_DAYS} days at most.`,
  endsInPast: 'The end date must be in the future.',
  testsTooLarge: `The tests hold ${MAX_CHALLENGE_TESTS_BYTES / 1024} KB at most together.`,
  runError: 'Error running code',
} as const;

const isoInstant = z.iso
  .datetime({ offset: true })
  .max(40)
  .transform((value) => new Date(value).toISOString());

const challengeTestSchema = z.object({
  input: z.string().max(MAX_CHALLENGE_TESTS_BYTES),
  expected: z.string().max(MAX_CHALLENGE_TESTS_BYTES),
});

/** Per language, what the optimality of docs/decisions/D08 compares a submission with: an average time and length. */
export const languageMetricsSchema = z.partialRecord(
  z.enum(judgeLanguages),
  z.object({ avgTimeMs: z.number().positive().max(60_000), avgChars: z.number().int().positive().max(MAX_SOURCE_BYTES) }),
);
export type LanguageMetrics = z.infer<typeof languageMetricsSchema>;

/** What a mentor or admin schedules (docs/requirements/challenges.md §5). */
export const newChallengeSchema = z
  .object({
    title: shownText({
      min: 1,
      max: 120,
      tooShort: 'Title is required',
      tooLong: 'Title must be at most 120 characters.',
      hidden: hiddenCharactersMessage('Title'),
    }),
    description: shownText({
      min: 1,
      max: 20_000,
      maxStoredUnits: 40_000,
      multiline: true,
      tooShort: 'Description is required',
      tooLong: 'Description must be at most 20,000 characters.',
      hidden: hiddenCharactersMessage('Description'),
    }),
    tags: z.array(z.string().trim().toLowerCase().min(1).max(30)).max(10).default([]),
    difficulty: difficultySchema,
    startsAt: isoInstant,
    endsAt: isoInstant,
    starterCode: z.partialRecord(z.enum(judgeLanguages), z.string().max(16 * 1024)).default({}),
    /** docs/requirements/challenges.md §5: entirely empty tests are dropped; at least one must remain. */
    tests: z
      .array(challengeTestSchema)
      .max(MAX_CHALLENGE_TESTS)
      .transform((tests) => tests.filter((t) => t.input.trim() !== '' || t.expected.trim() !== ''))
      .pipe(z.array(challengeTestSchema).min(1, 'At least one test case is required'))
      .refine(
        (tests) => tests.reduce((sum, t) => sum + utf8Bytes(t.input) + utf8Bytes(t.expected), 0) <= MAX_CHALLENGE_TESTS_BYTES,
        challengeMessages.testsTooLarge,
      ),
    timeMs: z.number().int().min(100).max(10_000).default(2000),
    memoryMb: z.number().int().min(16).max(1024).default(256),
    languageMetrics: languageMetricsSchema.default({}),
  })
  .refine((c) => c.endsAt > c.startsAt, { message: challengeMessages.endsBeforeStart, path: ['endsAt'] })
  .refine((c) => Date.parse(c.endsAt) - Date.parse(c.startsAt) <= MAX_CHALLENGE_DAYS * 86_400_000, { message: challengeMessages.tooLong, path: ['endsAt'] });
export type NewChallenge = z.infer<typeof newChallengeSchema>;

/** The status a challenge has at `now` by its dates: what the scheduler brings it to. */
export function statusAt(challenge: { startsAt: string; endsAt: string }, now: Date): ChallengeStatus {
  const at = now.toISOString();
  if (at < challenge.startsAt) return 'upcoming';
  return at < challenge.endsAt ? 'active' : 'completed';
}

/** Days, hours, minutes and seconds left until `endsAt` (docs/requirements/challenges.md §4: zeros without an end, an unreadable one, or after it). */
export function countdownTo(endsAt: string | undefined, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const left = Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : 0;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}
