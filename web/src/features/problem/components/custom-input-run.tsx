import { useId } from 'react';
import type { CustomRunOutcome, CustomRunResponse } from '@contract/api/submissions';
import { formatMemory, formatTime, verdictLabels } from '@web/components/judging/verdict-labels';
import { IoBlock } from '@web/components/problem-statement/problem-statement';

/** A finished run has no verdict to give: there is no expected output to compare with. */
export const customOutcomeLabels: Record<CustomRunOutcome, string> = { ...verdictLabels, OK: 'Finished' };

export const customRunTexts = {
  inputLabel: 'Your input',
  // The visible text is the button's whole name (WCAG 2.5.3 label in name): no aria-label that differs.
  button: 'Run on my own input',
  running: 'Running on your input...',
} as const;

/** One line for the live region. */
export function customRunSummary(result: CustomRunResponse): string {
  return `Run on your input: ${customOutcomeLabels[result.outcome]}.`;
}

/**
 * "Run on my own input" (beyond the spec): the stdin the student types, and what their program
 * printed on it with its time and memory. The button that starts it sits with Run Only and Submit.
 */
export function CustomInputField({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="custom-input">
      <label htmlFor={id}>{customRunTexts.inputLabel}</label>
      <textarea id={id} value={value} rows={4} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function CustomRunResult({ result }: { readonly result: CustomRunResponse }) {
  const outcome = result.outcome.toLowerCase();
  return (
    <section className="judge-results" aria-labelledby="custom-run-title">
      <h2 id="custom-run-title" className="judge-results__title">
        Your run: <span className={`verdict verdict--${outcome === 'ok' ? 'ac' : outcome}`}>{customOutcomeLabels[result.outcome]}</span>
      </h2>
      {!result.compile.ok && result.compile.message ? <IoBlock label="Compiler output" text={result.compile.message} /> : null}
      {result.compile.ok ? (
        <>
          <p className="run-test__stats">
            Time {formatTime(result.timeMs)} · Memory {formatMemory(result.memoryKb)}
          </p>
          {result.message ? <p className="run-test__message">{result.message}</p> : null}
          <div className="run-test__blocks">
            <IoBlock label="Output" text={result.stdout} />
            {result.stderr ? <IoBlock label="Standard error" text={result.stderr} /> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
