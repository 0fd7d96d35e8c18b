import { useId } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { SampleBlocks, StatementBody } from '@web/components/problem-statement/problem-statement';
import { StatementHeader } from '@web/components/problem-statement/statement-header';
import { challengePageTexts, formatChallengeDate } from '../lib/challenge-page-texts';

type ChallengeContent = NonNullable<ChallengeDetail['content']>;

/** When the challenge starts (before it does), ends (while active) or ended. */
function whenOf(detail: ChallengeDetail) {
  if (detail.status === 'upcoming') return { word: 'Starts', at: detail.startsAt };
  return { word: detail.status === 'active' ? 'Ends' : 'Ended', at: detail.endsAt };
}

/** A weekly challenge's statement (docs/requirements/challenges.md §2): its head, the Markdown description, test case 1 and how it is scored. */
export function ChallengeStatement({ detail, content }: { readonly detail: ChallengeDetail; readonly content: ChallengeContent }) {
  const id = useId();
  const when = whenOf(detail);
  return (
    <article className="problem-statement" aria-labelledby="page-title">
      <StatementHeader title={detail.title} difficulty={detail.difficulty} tags={detail.tags} timeMs={content.timeMs} memoryMb={content.memoryMb}>
        <span>
          {when.word} <time dateTime={when.at}>{formatChallengeDate(when.at)}</time>
        </span>
      </StatementHeader>
      <StatementBody statement={content.description} />
      <section className="sample" aria-labelledby={`${id}-test`}>
        <h2 id={`${id}-test`} className="challenge-page__test-title">
          Test case 1
        </h2>
        <SampleBlocks input={content.firstTest.input} expected={content.firstTest.expected} />
      </section>
      <p className="challenge-page__note">{challengePageTexts.scoreNote(detail.testCount)}</p>
    </article>
  );
}
