/** The submissions feature's Lambda (the judge's API): the routes of contract/api/submissions.ts. */
import { submissionsApi } from '@contract/api/submissions';
import { handler as listJudgeLanguages } from './list-languages';
import { handler as runCode } from './run-code';
import { handler as runCustomInput } from './run-custom-input';
import { featureRouter } from '../shared/http-handler';
import { getHandler as getCodeDraft, saveHandler as saveCodeDraft } from './code-draft';
import { handler as createSubmission } from './create-submission';
import { handler as getSubmission } from './get-submission';
import { handler as listMySubmissions } from './list-my-submissions';

export const handler = featureRouter(submissionsApi, {
  runCode,
  runCustomInput,
  createSubmission,
  getCodeDraft,
  saveCodeDraft,
  listMySubmissions,
  getSubmission,
  listJudgeLanguages,
});
