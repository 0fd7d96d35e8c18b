/**
 * Judge workflow task "Compile submission" (trusted Node code, grants: table:read,
 * packages:read, packages:write-artifacts, judge:invoke).
 *
 * Why a Node task and not the judge function itself: the judge runs students' code and so must be
 * able to write nothing (docs/architecture.md §4); something trusted has to put the artifact where the batches
 * can read it. This task reads the source from the table (it never travels in the state), invokes
 * the language's judge function synchronously (Lambda payloads hold 6 MB each way, far above the
 * 256 KB of a state), stores the artifact it gets back under `artifacts/<submissionId>/`, and
 * returns small figures only. An artifact larger than MAX_ARTIFACT_TRANSFER_BYTES never comes
 * back: the judge then runs every test itself against its one compile, reading them by URL.
 */
import { getProblem, presignProblemTests } from '../data/problems';
import { getSubmission } from '../data/submissions';
import { storeArtifact } from './artifact-store';
import { SubmissionNotJudgeable } from './prepare';
import { limitsSchema, preparedSchema, type Compiled } from './submission';
import { invokeJudgeCompile } from './workflow-calls';
import { entryPoint } from '../shared/entry-point';

/** Under the 6 MB of a synchronous Invoke response, with room for the rest of the answer. */
export const MAX_ARTIFACT_TRANSFER_BYTES = 5 * 1024 * 1024;
/** The judge reads its tests and artifact within one invocation (2 minutes at most). */
export const PACKAGE_URL_SECONDS = 5 * 60;
/** A compiler can print a lot (and JSON escapes control characters six-fold): the state keeps this much. */
export const MAX_STATE_MESSAGE_BYTES = 16 * 1024;
const TRUNCATED = '… (truncated)';

const compileEventSchema = preparedSchema.pick({ submissionId: true, problemId: true, language: true, testCount: true }).extend({ limits: limitsSchema });

/** `message` cut so that its JSON form fits `maxBytes`, marked visibly when cut. */
export function capForState(message: string, maxBytes = MAX_STATE_MESSAGE_BYTES): string {
  const fits = (text: string) => Buffer.byteLength(JSON.stringify(text)) <= maxBytes;
  if (fits(message)) return message;
  let low = 0;
  let high = message.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(message.slice(0, mid) + TRUNCATED)) low = mid;
    else high = mid - 1;
  }
  return message.slice(0, low) + TRUNCATED;
}

async function handle(event: unknown): Promise<Compiled> {
  const { submissionId, problemId, language, limits, testCount } = compileEventSchema.parse(event);
  const [submission, problem] = await Promise.all([getSubmission(submissionId), getProblem(problemId)]);
  if (!submission || !problem) throw new SubmissionNotJudgeable(`submission ${submissionId} or its problem is gone`);
  const urls = await presignProblemTests(problemId, 0, testCount, PACKAGE_URL_SECONDS);
  const answer = await invokeJudgeCompile(language, {
    source: submission.source,
    limits,
    tests: { urls },
    maxArtifactBytes: MAX_ARTIFACT_TRANSFER_BYTES,
  });
  const base = { ok: answer.ok, timeMs: answer.timeMs, ...(answer.message ? { message: capForState(answer.message) } : {}) };
  if (answer.artifact) {
    await storeArtifact(submissionId, answer.artifact);
    return { ...base, judgeInBatches: true };
  }
  if (!answer.judged) throw new Error('the judge answered a compile with neither an artifact nor a judgement');
  return { ...base, judgeInBatches: false, verdict: answer.judged.verdict, results: answer.judged.results };
}

export const handler = entryPoint('workflowTask', handle);
