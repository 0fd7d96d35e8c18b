/** What proving a package reports (verify.ts), and what a recorded proof gives back (proof-cache.ts). */
import type { JudgeLanguage } from '@contract/judge';
import type { TimeLimitVerdict } from './time-limit';

export interface VerifyFailure {
  problem: string;
  /** The file at fault, relative to the catalogue (`a-plus-b/submissions/accepted/main.py`). */
  file: string;
  message: string;
}

export interface ProblemReport {
  slug: string;
  /** Slowest CPU ms of the accepted submissions, per language. */
  slowestMs: Partial<Record<JudgeLanguage, number>>;
  timeLimit?: TimeLimitVerdict & { declaredSeconds: number };
  failures: VerifyFailure[];
  seconds: number;
  /** Set when the report is a recorded proof (proof-cache.ts) rather than a run: the day it was proven. */
  fromProof?: string;
}
