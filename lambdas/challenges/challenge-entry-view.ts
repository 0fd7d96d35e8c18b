/** The caller's entry as the challenge page shows it: draft, latest score card, best points (docs/requirements/challenges.md §3). */
import type { ChallengeEntry, ChallengeScore, TopPerformer } from '@contract/api/challenges';
import type { StoredChallengeEntry } from '../data/challenge-entries';
import type { StoredCodeDraft } from '../data/code-drafts';
import type { StoredSubmission } from '../data/submissions';
import { bandOf } from './score';

/** docs/requirements/challenges.md §3: what the score card shows until the score is known. */
const pendingBand = { label: 'To be checked', colour: 'brown' } as const;

export function scoreCardOf(submission: StoredSubmission): ChallengeScore {
  const score = submission.status === 'done' ? submission.challengeScore : undefined;
  return {
    submissionId: submission.submissionId,
    language: submission.language,
    status: submission.status,
    ...(submission.verdict && { verdict: submission.verdict }),
    passedTests: submission.passedTests ?? 0,
    totalTests: submission.totalTests ?? 0,
    xp: score?.xp ?? 0,
    optimality: score?.optimality ?? 0,
    band: score ? { label: bandOf(score.optimality).label, colour: bandOf(score.optimality).colour } : pendingBand,
    points: score?.points ?? 0,
    averageTimeMs: score?.averageTimeMs ?? 0,
    chars: score?.chars ?? 0,
    tests: submission.tests,
    submittedAt: submission.createdAt,
  };
}

export function entryViewOf(entry: StoredChallengeEntry | undefined, draft: StoredCodeDraft | undefined, latest: StoredSubmission | undefined): ChallengeEntry {
  return {
    draft: draft ? { language: draft.language, source: draft.source, elapsedSeconds: draft.elapsedSeconds ?? 0, savedAt: draft.savedAt } : null,
    latest: latest ? scoreCardOf(latest) : null,
    bestPoints: entry?.bestPoints ?? null,
  };
}

export function topPerformerOf(entry: StoredChallengeEntry): TopPerformer {
  return {
    userId: entry.userId,
    name: entry.name.trim() || 'Anonymous',
    points: entry.bestPoints ?? 0,
    averageTimeMs: entry.bestAverageTimeMs ?? 0,
    chars: entry.bestChars ?? 0,
  };
}
