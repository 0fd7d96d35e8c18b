/** The submissions feature's Lambda (the judge's API): the routes of contract/api/submissions.ts. */
import { submissionsApi } from '@contract/api/submissions';
import { handler as listJudgeLanguages } from '../judge/list-languages';
import { handler as runCode } from '../problems/run-code';
import { featureRouter } from '../shared/http-handler';
import { handler as createSubmission } from './create-submission';
import { handler as getSubmission } from './get-submission';

export const handler = featureRouter(submissionsApi, { runCode, createSubmission, getSubmission, listJudgeLanguages });
