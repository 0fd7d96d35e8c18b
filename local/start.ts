import { join, resolve } from 'node:path';
import { lambdaEnvNames } from '@contract/lambda-env';
import type { PaymentLinks } from '@contract/payments';
import type { HttpRoute } from '@contract/routes';
import type { RunningCognito } from './cognito/index';
import { mailboxRequestHandler } from './cognito/mailbox';
import {
  ensurePrivateDir,
  LAMBDAS_DIR,
  LOCAL_STAGE,
  localControlEndpoint,
  localLambdaEnv,
  localUrl,
  resolveDataDir,
  resolvePorts,
  type LocalPorts,
} from './config';
import { startDynamoDbLocal } from './dynamodb/process';
import { processControlSecret } from './gateway/control-plane';
import type { RunningGateway } from './gateway/index';
import { createHandlerLoader, invokeHandler } from './gateway/lambda-runtime';
import { LOCAL_BUCKETS, LOCAL_JUDGE_STATE_MACHINE_ARN, LOCAL_TABLE_NAME, localFunctionName } from './lambda-names';
import { assertPortsFree } from './ports';
import type { SeededAccount } from './seed/index';
import type { RunningRankings } from './rankings';
import type { RunningSchedule } from './stepfunctions/sweeper-timer';
import { localPaymentLinks, localWebhookSecret, localWebhookUrl, LOCAL_PAYMENTS_PATH } from './payments/provider';
import { localRuntimeConfig, MAILBOX_PATH } from './web/runtime-config';

export interface LocalStackOptions {
  ports: Partial<LocalPorts>;
  /** Absolute or relative to the working directory; default `.local/` at the repository root. */
  dataDir: string;
  /** Start the Vite dev server (default true). */
  web: boolean;
  /** Serve this production build of the app instead of the dev server (local/web: `builtApp`). */
  builtApp?: string;
  /** Keep the table in memory (tests and journeys: faster writes; gone when it stops, or restarts). */
  tableInMemory?: boolean;
  /**
   * A DynamoDB Local already running (on `ports.dynamodb`) to use instead of starting one, with a
   * table of this stack's own, created now and deleted when the stack stops: a test run's stacks
   * share one Java process, warmed up once (test/support/stack-on-shared-dynamodb.ts).
   */
  sharedDynamoDb?: { tableName: string };
  /** Create the seeded accounts and import the catalogue (default true). */
  seed: boolean;
  /**
   * The catalogue's problems to seed, by folder name (default: all of catalogue/). Tests that need
   * one or two problems name them, so they do not import the whole catalogue at every start.
   */
  seedProblems: readonly string[];
  /**
   * Schedule the sample weekly challenge for this week when none is open (local/seed/challenges.ts);
   * default: when the whole catalogue is seeded (`npm start`).
   */
  seedChallenge: boolean;
  /** How often the challenge scheduler runs (default: every minute, as EventBridge Scheduler); journeys shorten it. */
  challengeSchedulerMs: number;
  log: (line: string) => void;
  /** The REST routes the gateway serves; default contract/routes.ts. Tests add routes here. */
  httpRoutes: readonly HttpRoute[];
  /**
   * Called once a child (DynamoDB Local, cognito-local) kept dying and the stack has stopped
   * because of it; `npm start` exits then. The message says what died.
   */
  onFatal: (message: string) => void;
}

export interface LocalStack {
  appUrl: string;
  apiUrl: string;
  mailboxUrl: string;
  accounts: SeededAccount[];
  ports: LocalPorts;
  dataDir: string;
  gateway: Pick<RunningGateway, 'endpoint' | 'controlEndpoint' | 'managementUrl' | 'webSocketUrl' | 'judgeCalls'>;
  cognito: Pick<RunningCognito, 'endpoint' | 'userPoolId' | 'userPoolClientId' | 'issuer'>;
  stepFunctionsEndpoint: string;
  /** The XP board: its stream consumer and snapshot job, as AWS runs them (local/rankings.ts). */
  rankings: Pick<RunningRankings, 'caughtUp' | 'snapshot'>;
  /** The weekly challenges' scheduler (EventBridge Scheduler in AWS): `run` moves what is due now. */
  challengeScheduler: Pick<RunningSchedule, 'run'>;
  /** The local payment provider (local/payments): its links, the webhook it signs events for, and its secret. */
  payments: { links: PaymentLinks; webhookUrl: string; secret: string };
  stop(): Promise<void>;
}

/**
 * The heavy modules (the contract's schemas, the SDK clients, s3rver, the gateway, Vite) are loaded
 * where each part starts, not when this module is: DynamoDB Local's JVM, the slowest part to start,
 * then boots while they load (about 1.5 s of a start on 2 cores).
 */
const contractRoutes = () => import('@contract/routes');

/** Stop order: the reverse of the dependency order, whatever order the parallel starts finished in. */
const stopRank = ['dynamodb', 's3', 'cognito', 'stepfunctions', 'gateway', 'web', 'sweeper', 'rankings', 'challenges'] as const;
type Part = (typeof stopRank)[number];

/**
 * Starts the whole app on this machine: DynamoDB Local, S3, the Cognito emulator and the Step
 * Functions runner at once, then the gateway, the table, the seeded accounts and the web app.
 * If any part fails, the parts already running are stopped before the error is rethrown.
 * Handler modules stay loaded for the life of the process (like warm Lambdas), and their SDK
 * clients keep the endpoints they first saw: restart in one process only on the same ports.
 */
export async function startLocalStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const ports: LocalPorts = { ...resolvePorts(), ...options.ports };
  const dataDir = options.dataDir ? resolve(options.dataDir) : resolveDataDir();
  const tableName = options.sharedDynamoDb?.tableName ?? LOCAL_TABLE_NAME;
  await assertPortsFree(ports, options.sharedDynamoDb ? ['dynamodb'] : []);
  await ensurePrivateDir(dataDir);

  // Before any handler module is imported: they read their configuration when loaded (the judge
  // functions' names are added as Step Functions starts, before any handler is).
  const controlSecret = processControlSecret();
  Object.assign(process.env, localLambdaEnv(ports, controlSecret, undefined, tableName));
  const loadHandler = createHandlerLoader(LAMBDAS_DIR);
  const appUrl = localUrl(ports.app);
  const cognitoDir = join(dataDir, 'cognito');
  const payments = { links: localPaymentLinks(appUrl), webhookUrl: localWebhookUrl(localUrl(ports.gateway)), secret: await localWebhookSecret(dataDir) };
  Object.assign(process.env, { [lambdaEnvNames.paymentLinks]: JSON.stringify(payments.links), [lambdaEnvNames.paymentWebhookSecret]: payments.secret });
  const running = new Map<Part, () => Promise<void>>();
  const began = performance.now();
  const timed = async <T extends { stop(): Promise<void> }>(part: Part, label: string, start: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const service = await start();
    running.set(part, () => service.stop());
    log(`  ✓ ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return service;
  };
  const stop = async () => {
    for (const part of [...stopRank].reverse()) {
      const stopPart = running.get(part);
      running.delete(part);
      await stopPart?.().catch((error: unknown) => log(`  ! stopping ${part} failed: ${String(error)}`));
    }
  };
  // A child that keeps dying stops the whole stack with a message, rather than leave an app that
  // answers 500s. Until then each death is reported and restarted (supervised-child.ts).
  let fatal = false;
  const supervision = {
    log,
    onGiveUp: (message: string) => {
      if (fatal) return;
      fatal = true;
      log(`  ✗ ${message} Stopping the local stack.`);
      void stop().then(() => (options.onFatal ?? log)(message));
    },
  };

  try {
    log(`Starting CodeArena locally (data in ${dataDir})`);
    // Each part starts as soon as what it needs is up: the gateway and the web app wait for Cognito
    // only, the table for DynamoDB Local only, the seeding for all of them.
    const dynamodbReady = options.sharedDynamoDb
      ? timed('dynamodb', `DynamoDB Local on ${localUrl(ports.dynamodb)} (shared)`, async () => {
          const endpoint = localUrl(ports.dynamodb);
          return { endpoint, stop: async () => (await import('./dynamodb/table')).dropTable(endpoint, tableName) };
        })
      : timed('dynamodb', `DynamoDB Local on ${localUrl(ports.dynamodb)}`, () =>
          startDynamoDbLocal({ port: ports.dynamodb, dataDir: join(dataDir, 'dynamodb'), inMemory: options.tableInMemory, ...supervision }),
        );
    const s3Ready = timed('s3', `S3 (s3rver) on ${localUrl(ports.s3)}`, async () =>
      (await import('./s3/index')).startS3Local({
        port: ports.s3,
        dataDir: join(dataDir, 's3'),
        buckets: Object.values(LOCAL_BUCKETS),
        allowedOrigins: [appUrl],
      }),
    );
    const cognitoReady = timed('cognito', `Cognito emulator on ${localUrl(ports.cognito)}`, async () => {
      const [{ startCognitoLocal }, { cognitoTriggers }] = await Promise.all([import('./cognito/index'), contractRoutes()]);
      return startCognitoLocal({
        port: ports.cognito,
        dataDir: cognitoDir,
        lambdaEndpoint: localControlEndpoint(ports, controlSecret),
        ...supervision,
        triggers: {
          PreSignUp: localFunctionName(cognitoTriggers.preSignUp.handler),
          PostConfirmation: localFunctionName(cognitoTriggers.postConfirmation.handler),
        },
      });
    }).then((cognito) => {
      // The handlers' Cognito settings, before the gateway (the first to load a handler) starts.
      Object.assign(process.env, localLambdaEnv(ports, controlSecret, cognito, tableName));
      return cognito;
    });
    const stepfunctionsReady = timed('stepfunctions', `Step Functions (judge workflow) on ${localUrl(ports.stepfunctions)}`, async () => {
      const [{ startStepFunctionsLocal }, { localJudgeFunctionEnv }] = await Promise.all([
        import('./stepfunctions/index'),
        import('./stepfunctions/task-bindings'),
      ]);
      Object.assign(process.env, localJudgeFunctionEnv());
      return startStepFunctionsLocal({ port: ports.stepfunctions, stateMachineArn: LOCAL_JUDGE_STATE_MACHINE_ARN, loadHandler, log });
    });
    const tableReady = dynamodbReady.then(async (dynamodb) => {
      const outcome = await (await import('./dynamodb/table')).ensureTable(dynamodb.endpoint, tableName);
      log(`  ✓ table ${tableName} ${outcome}`);
    });
    const gatewayReady = cognitoReady.then((cognito) =>
      timed('gateway', `API gateway on ${localUrl(ports.gateway)} (REST /api, WebSocket /ws)`, async () =>
        (await import('./gateway/index')).startGateway({
          port: ports.gateway,
          stage: LOCAL_STAGE,
          loadHandler,
          verifyToken: await (
            await import('./gateway/token-verifier')
          ).createTokenVerifier({ issuer: cognito.issuer, audience: cognito.userPoolClientId, jwksUri: cognito.jwksUri }),
          allowedOrigins: [appUrl],
          httpRoutes: options.httpRoutes,
          controlSecret,
          log,
        }),
      ),
    );
    const seeded = (async () => {
      const [cognito] = await Promise.all([cognitoReady, tableReady, gatewayReady, s3Ready, stepfunctionsReady]);
      if (options.seed === false) return [];
      const { seedAccounts } = await import('./seed/index');
      const { cognitoTriggers } = await contractRoutes();
      const accounts = await seedAccounts({
        cognito,
        totpSecretsFile: join(cognitoDir, 'seeded-totp.json'),
        invokePostConfirmation: (event) => invokeHandler(loadHandler, cognitoTriggers.postConfirmation.handler, event),
        // Imported here, after the Lambda environment is set: the data module's client reads it.
        mirrorStaffRole: async (staff) => {
          const { upsertStaffProfile } = await import('../lambdas/data/user-profiles');
          await upsertStaffProfile({ ...staff, createdAt: new Date().toISOString() });
        },
      });
      log(`  ✓ seeded ${accounts.length} accounts`);
      // A data folder from before the user search's index gets its keywords once more (idempotent,
      // in the background: a handful of writes for a developer's table, never on the way to ready).
      void import('../lambdas/data/user-search')
        .then(({ indexAllUsersForSearch }) => indexAllUsersForSearch())
        .catch((error: unknown) => log(`  ! user search index not refreshed: ${(error as Error).message}`));
      const problems = await (await import('./seed/problems')).seedProblems(log, undefined, options.seedProblems);
      log(`  ✓ catalogue: ${problems.total} problems (${problems.imported} imported now)`);
      if (options.seedChallenge ?? options.seedProblems === undefined) {
        const challengeId = await (await import('./seed/challenges')).seedChallenge();
        if (challengeId) log(`  ✓ weekly challenge ${challengeId} scheduled for this week`);
        const discussions = await (await import('./seed/discussions')).seedDiscussions(accounts);
        if (discussions > 0) log(`  ✓ ${discussions} sample posts, questions, answers and feedback`);
      }
      return accounts;
    })();
    const webReady =
      options.web === false
        ? Promise.resolve(undefined)
        : cognitoReady.then((cognito) =>
            timed('web', `web app on ${appUrl}`, async () =>
              (await import('./web/index')).startWebServer({
                port: ports.app,
                gatewayEndpoint: localUrl(ports.gateway),
                runtimeConfig: localRuntimeConfig({
                  appOrigin: appUrl,
                  cognitoEndpoint: cognito.endpoint,
                  userPoolId: cognito.userPoolId,
                  userPoolClientId: cognito.userPoolClientId,
                }),
                localPages: {
                  [MAILBOX_PATH]: mailboxRequestHandler(cognitoDir),
                  [LOCAL_PAYMENTS_PATH]: (await import('./payments/provider-page')).paymentProviderHandler({ ...payments, dataDir }),
                },
                ...(options.builtApp && { builtApp: options.builtApp }),
                log,
              }),
            ),
          );
    const [dynamodb, , cognito, stepfunctions, gateway, accounts] = await all([
      dynamodbReady,
      s3Ready,
      cognitoReady,
      stepfunctionsReady,
      gatewayReady,
      seeded,
      webReady,
      tableReady,
    ] as const);
    // As the EventBridge schedule in AWS: submissions whose workflow died are recorded as IE.
    const { startChallengeScheduler, startJudgeSweeper } = await import('./stepfunctions/sweeper-timer');
    const sweeper = startJudgeSweeper(loadHandler, log);
    running.set('sweeper', () => sweeper.stop());
    const rankings = await (await import('./rankings')).startRankings({ endpoint: dynamodb.endpoint, tableName, loadHandler, log });
    running.set('rankings', () => rankings.stop());
    // As EventBridge Scheduler in AWS, every minute; and once now, for what came due while stopped.
    const challengeScheduler = startChallengeScheduler(loadHandler, log, options.challengeSchedulerMs);
    running.set('challenges', () => challengeScheduler.stop());
    await challengeScheduler.run();
    log(`CodeArena is up in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const origin = options.web === false ? gateway.endpoint : appUrl;
    return {
      appUrl,
      apiUrl: `${origin}/api`,
      mailboxUrl: `${appUrl}${MAILBOX_PATH}`,
      accounts,
      ports,
      dataDir,
      gateway: {
        endpoint: gateway.endpoint,
        controlEndpoint: gateway.controlEndpoint,
        managementUrl: gateway.managementUrl,
        webSocketUrl: gateway.webSocketUrl,
        judgeCalls: gateway.judgeCalls,
      },
      cognito: { endpoint: cognito.endpoint, userPoolId: cognito.userPoolId, userPoolClientId: cognito.userPoolClientId, issuer: cognito.issuer },
      stepFunctionsEndpoint: stepfunctions.endpoint,
      rankings: { caughtUp: rankings.caughtUp, snapshot: rankings.snapshot },
      challengeScheduler: { run: challengeScheduler.run },
      payments,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Promise.all that still waits for every start to settle, so nothing starts after a failure is handled. */
async function all<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
