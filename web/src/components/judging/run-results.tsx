import type { RunResponse } from '@contract/judge';
import { IoBlock } from '@web/components/problem-statement/problem-statement';
import { judgeErrorMessage } from './judge-error-message';
import { formatMemory, formatTime, verdictLabels } from './verdict-labels';

/** One line for the live region: what Run Only found, in words. */
export function runSummary(result: RunResponse): string {
  const passed = result.tests.filter((t) => t.verdict === 'AC').length;
  if (!result.compile.ok) return `Run finished: ${verdictLabels.CE}.`;
  return `Run finished: ${verdictLabels[result.verdict]}, ${passed} of ${result.tests.length} samples passed.`;
}

/** A run that failed: the server's reason for a refusal, or `fallback` (the spec's words) when the judge or the server failed. */
export function RunError({ error, fallback }: { readonly error: unknown; readonly fallback: string }) {
  return (
    <p role="alert" className="judge-results__error">
      {judgeErrorMessage(error, fallback)}
    </p>
  );
}

/**
 * Run Only's answer (docs/requirements/practice.md §5): each sample with its verdict, what the program printed next to
 * what was expected, its time and memory, and what it wrote to standard error. A weekly challenge's
 * Run names the box and its test its own way ('Sample Test Case Output', 'Test case 1', docs/requirements/challenges.md §2).
 */
export function RunResults({ result, title, testName = 'Sample' }: { readonly result: RunResponse; readonly title?: string; readonly testName?: string }) {
  return (
    <section className="judge-results" aria-labelledby="run-results-title">
      <h2 id="run-results-title" className="judge-results__title">
        {title ?? (
          <>
            Run results: <span className={`verdict verdict--${result.verdict.toLowerCase()}`}>{verdictLabels[result.verdict]}</span>
          </>
        )}
      </h2>
      {!result.compile.ok && result.compile.message ? <IoBlock label="Compiler output" text={result.compile.message} /> : null}
      {result.tests.map((test) => (
        <section key={test.index} className="run-test" aria-labelledby={`run-test-${test.index}`}>
          <h3 id={`run-test-${test.index}`} className="run-test__title">
            {testName} {test.index + 1}: <span className={`verdict verdict--${test.verdict.toLowerCase()}`}>{verdictLabels[test.verdict]}</span>
          </h3>
          <p className="run-test__stats">
            Time {formatTime(test.timeMs)} · Memory {formatMemory(test.memoryKb)}
          </p>
          {test.message ? <p className="run-test__message">{test.message}</p> : null}
          <div className="run-test__blocks">
            <IoBlock label="Input" text={test.input} />
            <IoBlock label="Your output" text={test.stdout} />
            <IoBlock label="Expected output" text={test.expected} />
            {test.stderr ? <IoBlock label="Standard error" text={test.stderr} /> : null}
          </div>
        </section>
      ))}
    </section>
  );
}
