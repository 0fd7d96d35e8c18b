/**
 * What CodeArena costs to run, from the stack's own settings (read off the synthesized template by
 * scripts/cost.ts) and stated assumptions of use. Every figure a result depends on is a named field
 * here, printed with the result: a reader can disagree with one and rerun with another.
 */

/** What the template says: sizes, kinds and counts that set the bill. */
export interface StackSettings {
  /** Memory of the Node functions (REST routes, WebSocket routes, workflow tasks), MB. */
  readonly nodeFunctionMemoryMb: number;
  readonly nodeFunctionsArm: boolean;
  /** Memory of each language's judge function (container image), MB. */
  readonly judgeMemoryMb: number;
  readonly judgeArm: boolean;
  /** The judge workflow is an Express state machine (billed per request and duration), not Standard. */
  readonly expressWorkflow: boolean;
  /** Interface VPC endpoints the judge's isolated subnets need, each billed per hour and per AZ. */
  readonly interfaceEndpointAzs: number;
  readonly alarms: number;
  readonly dashboards: number;
  readonly kmsKeys: number;
  /** AWS WAF web ACLs and the rules in them (a managed rule group is one rule). */
  readonly webAcls: number;
  readonly webAclRules: number;
  /** The user pool is on Cognito's Plus plan (threat protection): every MAU billed, no free tier. */
  readonly cognitoPlus: boolean;
  /** Tests a judge batch runs (lambdas/judge/prepare.ts TESTS_PER_BATCH). */
  readonly testsPerBatch: number;
}

/** How a monthly active student uses the platform: assumptions, each overridable from the command line. */
export interface Usage {
  readonly students: number;
  readonly restRequestsPerStudent: number;
  readonly submissionsPerStudent: number;
  /** Run and Run on my input: judged like a submission, on the samples or one input. */
  readonly runsPerStudent: number;
  readonly testsPerSubmission: number;
  readonly socketMinutesPerStudent: number;
  readonly socketMessagesPerStudent: number;
  /** Average billed time of a REST route, ms. */
  readonly restMs: number;
  /** Average time the judge function runs one batch (or a compile), ms: the benches' p50s, mixed. */
  readonly judgeBatchMs: number;
  readonly compileMs: number;
  /** Bytes the browser downloads per student per month (app shell cached after the first visit). */
  readonly transferMbPerStudent: number;
  readonly logKbPerRequest: number;
  /** Requests for the app's files (not the API) per student per month: the edge web ACL sees them too. */
  readonly pageRequestsPerStudent: number;
}

/** us-east-1 list prices (USD), as published by AWS in 2026; pass others with --prices. */
export interface Prices {
  readonly lambdaGbSecondArm: number;
  readonly lambdaGbSecondX86: number;
  readonly lambdaPerMillionRequests: number;
  readonly restApiPerMillion: number;
  readonly webSocketPerMillionMessages: number;
  readonly webSocketPerMillionMinutes: number;
  readonly expressPerMillionRequests: number;
  readonly expressGbSecond: number;
  readonly dynamoPerMillionWrites: number;
  readonly dynamoPerMillionReads: number;
  readonly cloudFrontPerGb: number;
  readonly logsPerGb: number;
  readonly cognitoFreeMau: number;
  readonly cognitoPerMau: number;
  readonly cognitoPlusPerMau: number;
  readonly webAclPerMonth: number;
  readonly webAclRulePerMonth: number;
  readonly webAclPerMillionRequests: number;
  readonly endpointPerAzHour: number;
  readonly alarmPerMonth: number;
  readonly dashboardPerMonth: number;
  readonly kmsKeyPerMonth: number;
}

export const listPrices: Prices = {
  lambdaGbSecondArm: 0.0000133334,
  lambdaGbSecondX86: 0.0000166667,
  lambdaPerMillionRequests: 0.2,
  restApiPerMillion: 3.5,
  webSocketPerMillionMessages: 1,
  webSocketPerMillionMinutes: 0.25,
  expressPerMillionRequests: 1,
  expressGbSecond: 0.00001667,
  dynamoPerMillionWrites: 0.625,
  dynamoPerMillionReads: 0.125,
  cloudFrontPerGb: 0.085,
  logsPerGb: 0.5,
  cognitoFreeMau: 10_000,
  cognitoPerMau: 0.015,
  cognitoPlusPerMau: 0.02,
  webAclPerMonth: 5,
  webAclRulePerMonth: 1,
  webAclPerMillionRequests: 0.6,
  endpointPerAzHour: 0.01,
  alarmPerMonth: 0.1,
  dashboardPerMonth: 3,
  kmsKeyPerMonth: 1,
};

export const typicalUsage: Omit<Usage, 'students'> = {
  restRequestsPerStudent: 600,
  submissionsPerStudent: 40,
  runsPerStudent: 80,
  testsPerSubmission: 20,
  socketMinutesPerStudent: 600,
  socketMessagesPerStudent: 300,
  restMs: 60,
  judgeBatchMs: 300,
  compileMs: 700,
  transferMbPerStudent: 15,
  logKbPerRequest: 1.5,
  pageRequestsPerStudent: 200,
};

/**
 * Per judged program (a submission, or a run with one batch): the workflow's tasks and the judge's
 * work. Tasks that invoke the judge wait for it, so they are billed for its time too.
 */
const WORKFLOW_TASK_MS = 80;
/** Writes and reads of one judging: the submission, its tests' results, counters, XP, the stream's boards. */
const WRITES_PER_JUDGING = 14;
const READS_PER_JUDGING = 10;
const READS_PER_REST_REQUEST = 3;
const WRITES_PER_REST_REQUEST = 0.5;
const HOURS_PER_MONTH = 730;

export interface CostLine {
  readonly item: string;
  readonly quantity: string;
  readonly usd: number;
  /** Part of the judging's cost (counted in the cost per 1,000 submissions). */
  readonly judging: boolean;
  readonly fixed: boolean;
}

export interface Estimate {
  readonly lines: CostLine[];
  readonly monthlyUsd: number;
  readonly perStudentUsd: number;
  readonly perThousandSubmissionsUsd: number;
}

const million = (n: number) => n / 1_000_000;
const gb = (mb: number) => mb / 1024;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

function cognitoLine(settings: StackSettings, students: number, prices: Prices): CostLine {
  if (settings.cognitoPlus) {
    return {
      item: 'Cognito: monthly active users (Plus plan)',
      quantity: `${fmt(students)} MAU`,
      usd: students * prices.cognitoPlusPerMau,
      judging: false,
      fixed: false,
    };
  }
  return {
    item: 'Cognito: monthly active users',
    quantity: `${fmt(students)} MAU (${fmt(prices.cognitoFreeMau)} free)`,
    usd: Math.max(0, students - prices.cognitoFreeMau) * prices.cognitoPerMau,
    judging: false,
    fixed: false,
  };
}

export function estimate(settings: StackSettings, usage: Usage, prices: Prices = listPrices): Estimate {
  const { students } = usage;
  const gbSecond = (arm: boolean) => (arm ? prices.lambdaGbSecondArm : prices.lambdaGbSecondX86);
  const submissions = students * usage.submissionsPerStudent;
  const runs = students * usage.runsPerStudent;
  const batches = Math.ceil(usage.testsPerSubmission / settings.testsPerBatch);
  // A run judges one batch; a submission compiles once and judges its batches.
  const judgeSeconds = (submissions * (usage.compileMs + batches * usage.judgeBatchMs) + runs * (usage.compileMs + usage.judgeBatchMs)) / 1000;
  const judgeInvocations = submissions * (1 + batches) + runs * 2;
  // prepare, compile, each batch and its progress note, record, notify: the waiting ones billed the judge's time.
  const taskInvocations = submissions * (4 + 2 * batches) + runs;
  const taskSeconds = (taskInvocations * WORKFLOW_TASK_MS) / 1000 + judgeSeconds;
  const judgings = submissions + runs;
  const restRequests = students * usage.restRequestsPerStudent;
  // A REST request passes both web ACLs (CloudFront's, then the API stage's); the app's files the edge's only.
  const webAclRequests = 2 * restRequests + students * usage.pageRequestsPerStudent;
  const socketMessages = students * usage.socketMessagesPerStudent + submissions * (batches + 1);

  const lines: CostLine[] = [
    {
      item: 'Lambda: judge functions',
      quantity: `${fmt(judgeInvocations)} invocations, ${fmt(judgeSeconds * gb(settings.judgeMemoryMb))} GB-s`,
      usd: judgeSeconds * gb(settings.judgeMemoryMb) * gbSecond(settings.judgeArm) + million(judgeInvocations) * prices.lambdaPerMillionRequests,
      judging: true,
      fixed: false,
    },
    {
      item: 'Lambda: judge workflow tasks',
      quantity: `${fmt(taskInvocations)} invocations`,
      usd: taskSeconds * gb(settings.nodeFunctionMemoryMb) * gbSecond(settings.nodeFunctionsArm) + million(taskInvocations) * prices.lambdaPerMillionRequests,
      judging: true,
      fixed: false,
    },
    {
      item: 'Step Functions (Express): judge workflow',
      quantity: `${fmt(judgings)} executions`,
      usd: settings.expressWorkflow
        ? million(judgings) * prices.expressPerMillionRequests + taskSeconds * gb(64) * prices.expressGbSecond
        : (judgings * (6 + 2 * batches) * 0.025) / 1000,
      judging: true,
      fixed: false,
    },
    {
      item: 'DynamoDB: judging',
      quantity: `${fmt(judgings * WRITES_PER_JUDGING)} writes`,
      usd: million(judgings * WRITES_PER_JUDGING) * prices.dynamoPerMillionWrites + million(judgings * READS_PER_JUDGING) * prices.dynamoPerMillionReads,
      judging: true,
      fixed: false,
    },
    {
      item: 'API Gateway: REST',
      quantity: `${fmt(restRequests)} requests`,
      usd: million(restRequests) * prices.restApiPerMillion,
      judging: false,
      fixed: false,
    },
    {
      item: 'Lambda: REST routes',
      quantity: `${fmt(restRequests)} invocations`,
      usd:
        ((restRequests * usage.restMs) / 1000) * gb(settings.nodeFunctionMemoryMb) * gbSecond(settings.nodeFunctionsArm) +
        million(restRequests) * prices.lambdaPerMillionRequests,
      judging: false,
      fixed: false,
    },
    {
      item: 'DynamoDB: REST routes',
      quantity: `${fmt(restRequests * READS_PER_REST_REQUEST)} reads`,
      usd:
        million(restRequests * READS_PER_REST_REQUEST) * prices.dynamoPerMillionReads +
        million(restRequests * WRITES_PER_REST_REQUEST) * prices.dynamoPerMillionWrites,
      judging: false,
      fixed: false,
    },
    {
      item: 'API Gateway: WebSocket',
      quantity: `${fmt(socketMessages)} messages, ${fmt(students * usage.socketMinutesPerStudent)} connection-minutes`,
      usd: million(socketMessages) * prices.webSocketPerMillionMessages + million(students * usage.socketMinutesPerStudent) * prices.webSocketPerMillionMinutes,
      judging: false,
      fixed: false,
    },
    {
      item: 'CloudFront: transfer',
      quantity: `${fmt((students * usage.transferMbPerStudent) / 1024)} GB`,
      usd: ((students * usage.transferMbPerStudent) / 1024) * prices.cloudFrontPerGb,
      judging: false,
      fixed: false,
    },
    {
      item: 'CloudWatch Logs: ingestion',
      quantity: `${fmt(((restRequests + taskInvocations) * usage.logKbPerRequest) / 1024 / 1024)} GB`,
      usd: (((restRequests + taskInvocations) * usage.logKbPerRequest) / 1024 / 1024) * prices.logsPerGb,
      judging: false,
      fixed: false,
    },
    cognitoLine(settings, students, prices),
    {
      item: 'AWS WAF: requests inspected',
      quantity: `${fmt(webAclRequests)} requests`,
      usd: million(webAclRequests) * prices.webAclPerMillionRequests,
      judging: false,
      fixed: false,
    },
    {
      item: 'AWS WAF: web ACLs and rules',
      quantity: `${settings.webAcls} web ACLs, ${settings.webAclRules} rules`,
      usd: settings.webAcls * prices.webAclPerMonth + settings.webAclRules * prices.webAclRulePerMonth,
      judging: false,
      fixed: true,
    },
    {
      item: 'VPC interface endpoints (judge subnets)',
      quantity: `${settings.interfaceEndpointAzs} endpoint-AZs`,
      usd: settings.interfaceEndpointAzs * HOURS_PER_MONTH * prices.endpointPerAzHour,
      judging: false,
      fixed: true,
    },
    {
      item: 'CloudWatch alarms and dashboard, KMS key',
      quantity: `${settings.alarms} alarms, ${settings.dashboards} dashboard, ${settings.kmsKeys} key`,
      usd: settings.alarms * prices.alarmPerMonth + settings.dashboards * prices.dashboardPerMonth + settings.kmsKeys * prices.kmsKeyPerMonth,
      judging: false,
      fixed: true,
    },
  ];
  const monthlyUsd = lines.reduce((sum, line) => sum + line.usd, 0);
  const judgingUsd = lines.filter((line) => line.judging).reduce((sum, line) => sum + line.usd, 0);
  return {
    lines,
    monthlyUsd,
    perStudentUsd: students > 0 ? monthlyUsd / students : 0,
    // What judging alone costs per 1,000 submissions, their share of the runs included.
    perThousandSubmissionsUsd: submissions > 0 ? (judgingUsd / submissions) * 1000 : 0,
  };
}
