/** How a stored challenge is shown: the list's row and the page's summary part (docs/requirements/challenges.md §1, §2). */
import type { ChallengeSummary } from '@contract/api/challenges';
import type { StoredChallenge } from '../data/challenges';

/** The description's first non-empty line without Markdown marks (headings, emphasis, links, code). */
export function firstLineOf(markdown: string, maxLength = 200): string {
  const line =
    markdown
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  const plain = line
    .replace(/^#{1,6}\s+|^>\s*|^[-*+]\s+|^\d+\.\s+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\$([^$]*)\$/g, '$1')
    .trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1)}…` : plain;
}

export function summaryOf(challenge: StoredChallenge, mine: { joined: boolean; submitted: boolean }): ChallengeSummary {
  return {
    challengeId: challenge.challengeId,
    title: challenge.title,
    summary: firstLineOf(challenge.description),
    difficulty: challenge.difficulty,
    tags: challenge.tags,
    status: challenge.status,
    startsAt: challenge.startsAt,
    endsAt: challenge.endsAt,
    testCount: challenge.testCount,
    ...mine,
  };
}
