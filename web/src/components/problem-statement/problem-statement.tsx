import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProblemDetail } from '@contract/api/problems';
import { statementHtml } from './statement-html';
import { StatementHeader } from './statement-header';
import 'katex/dist/katex.min.css';
import './problem-statement.css';

/** docs/requirements/practice.md §5: only the samples are shown; the rest of the tests are announced by their number. */
export const hiddenTestsLine = (hidden: number) => `${hidden} hidden test case(s) will be evaluated upon final code submission.`;

/**
 * The statement side of the solving screen (docs/requirements/practice.md §3): title, difficulty, tags and limits, the
 * statement with its math, the samples, and the credits and licence the package carries (an
 * imported problem's licence requires them).
 */
export function ProblemStatement({ problem }: { readonly problem: ProblemDetail }) {
  const hidden = Math.max(0, problem.testCount - problem.samples.length);
  return (
    <article className="problem-statement" aria-labelledby="page-title">
      <StatementHeader title={problem.title} difficulty={problem.difficulty} tags={problem.tags} timeMs={problem.timeMs} memoryMb={problem.memoryMb}>
        {problem.topic ? <span>{problem.topic}</span> : null}
      </StatementHeader>

      <StatementBody statement={problem.statement} format={problem.statementFormat} />

      <section className="problem-statement__samples" aria-labelledby="samples-title">
        <h2 id="samples-title">Samples</h2>
        {problem.samples.map((sample, i) => (
          <section key={i} className="sample" aria-labelledby={`sample-${i}`}>
            <h3 id={`sample-${i}`}>Sample {i + 1}</h3>
            <SampleBlocks input={sample.input} expected={sample.expected} />
          </section>
        ))}
        {hidden > 0 ? <p className="problem-statement__hidden">{hiddenTestsLine(hidden)}</p> : null}
      </section>

      <Credits credits={problem.credits} />
      <p>
        <Link to="/practice">Continue to practice</Link>
      </p>
    </article>
  );
}

/**
 * A statement's text with its math: the problem's, or a weekly challenge's description (Markdown).
 * Rendered by markdown-it and KaTeX, then sanitized by DOMPurify (lib/statement-html.ts).
 */
export function StatementBody({ statement, format = 'markdown' }: { readonly statement: string; readonly format?: ProblemDetail['statementFormat'] }) {
  const html = useMemo(() => statementHtml(statement, format), [statement, format]);
  return <div className="problem-statement__body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A block of program text (input, output) kept exactly as typed. It scrolls sideways on a narrow
 * screen, so it takes the keyboard focus (arrows scroll it) and is named by its caption.
 */
export function IoBlock({ label, text }: { readonly label: string; readonly text: string }) {
  const captionId = useId();
  return (
    <figure className="io-block">
      <figcaption id={captionId}>{label}</figcaption>
      <pre tabIndex={0} role="group" aria-labelledby={captionId}>
        {text === '' ? <span className="io-block__empty">(empty)</span> : text}
      </pre>
    </figure>
  );
}

/** A sample's (or a weekly challenge's test 1's) input beside its expected output. */
export function SampleBlocks({ input, expected }: { readonly input: string; readonly expected: string }) {
  return (
    <div className="sample__blocks">
      <IoBlock label="Input" text={input} />
      <IoBlock label="Expected output" text={expected} />
    </div>
  );
}

/** Only a web address is made a link: a package's `source.url` is data, never a script URL. */
function safeSourceUrl(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

function Credits({ credits }: { readonly credits: ProblemDetail['credits'] }) {
  const sourceUrl = safeSourceUrl(credits.sourceUrl);
  const source =
    credits.source && sourceUrl ? (
      <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
        {credits.source}
      </a>
    ) : (
      credits.source
    );
  const rows: [string, ReactNode][] = [
    ['Author', credits.authors.join(', ') || undefined],
    ['Source', source],
    ['Licence', credits.license],
    ['Rights owner', credits.rightsOwner],
    ['Changes', credits.changes],
  ];
  const shown = rows.filter(([, value]) => Boolean(value));
  if (!shown.length) return null;
  return (
    <footer className="problem-statement__credits" aria-label="Credits and licence">
      <dl>
        {shown.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </footer>
  );
}
