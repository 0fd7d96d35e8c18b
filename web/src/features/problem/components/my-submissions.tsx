import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SubmissionSummary } from '@contract/api/submissions';
import { type DataColumn, DataTable } from '@web/components/ui/data-table';
import { Dialog } from '@web/components/ui/dialog';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { languageLabels } from '@web/components/code-editor/editor-languages';
import { verdictLabels } from '@web/components/judging/verdict-labels';
import { mySubmissionsQueryOptions, submissionQueryOptions } from '../api/my-submissions';

export const mySubmissionsTexts = {
  title: 'My submissions',
  empty: 'No submissions yet. Submit your code to see it here.',
  loading: 'Loading your submissions...',
  error: 'Failed to load your submissions.',
  pending: 'Judging',
  loadingCode: 'Loading code...',
  codeError: 'Failed to load the code.',
} as const;

const submittedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function verdictOf(s: SubmissionSummary): string {
  return s.status === 'done' && s.verdict ? verdictLabels[s.verdict] : mySubmissionsTexts.pending;
}

/** The list's columns; the last opens a submission's code (its name says which, as every row's button reads 'View code'). */
function submissionColumns(view: (s: SubmissionSummary) => void): readonly DataColumn<SubmissionSummary>[] {
  return [
    { header: 'Submitted', cell: (s) => submittedAt(s.createdAt) },
    { header: 'Language', cell: (s) => languageLabels[s.language] },
    { header: 'Verdict', cell: (s) => <span className={s.verdict ? `verdict verdict--${s.verdict.toLowerCase()}` : undefined}>{verdictOf(s)}</span> },
    { header: 'Tests', align: 'end', cell: (s) => (s.totalTests === undefined ? '–' : `${s.passedTests ?? 0}/${s.totalTests}`) },
    { header: 'XP', align: 'end', cell: (s) => (s.xpAwarded ? `+${s.xpAwarded}` : '0') },
    {
      header: 'Code',
      headerHidden: true,
      cell: (s) => (
        <button type="button" className="button" aria-label={`View code submitted ${submittedAt(s.createdAt)}`} onClick={() => view(s)}>
          View code
        </button>
      ),
    },
  ];
}

/**
 * "My submissions" for the problem (docs/requirements/practice.md §3): the latest 20, newest first, with verdict, tests
 * passed and XP; each opens its code. The screen refetches the list when a submission is judged.
 */
export function MySubmissions({ problemId }: { readonly problemId: string }) {
  const api = useApiClient();
  const list = useQuery(mySubmissionsQueryOptions(api, problemId));
  const [open, setOpen] = useState<SubmissionSummary | null>(null);
  const columns = useMemo(() => submissionColumns(setOpen), []);

  return (
    <section className="my-submissions" aria-labelledby="my-submissions-title">
      <h2 id="my-submissions-title" className="judge-results__title">
        {mySubmissionsTexts.title}
      </h2>
      <QueryView
        query={list}
        loading={mySubmissionsTexts.loading}
        error={mySubmissionsTexts.error}
        isEmpty={({ submissions }) => submissions.length === 0}
        empty={<p className="my-submissions__empty">{mySubmissionsTexts.empty}</p>}
      >
        {({ submissions }) => <DataTable caption={mySubmissionsTexts.title} columns={columns} rows={submissions} rowKey={(s) => s.submissionId} />}
      </QueryView>
      {open ? <SubmissionCodeDialog summary={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function SubmissionCodeDialog({ summary, onClose }: { readonly summary: SubmissionSummary; readonly onClose: () => void }) {
  const api = useApiClient();
  const view = useQuery(submissionQueryOptions(api, summary.submissionId));
  return (
    <Dialog
      title={`${languageLabels[summary.language]} · ${verdictOf(summary)}`}
      description={`Submitted ${submittedAt(summary.createdAt)}`}
      onClose={onClose}
      className="dialog--wide"
    >
      <QueryView query={view} loading={mySubmissionsTexts.loadingCode} error={mySubmissionsTexts.codeError}>
        {({ source }) => (
          <pre className="my-submissions__code" tabIndex={0} aria-label="Submitted code">
            {source}
          </pre>
        )}
      </QueryView>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
