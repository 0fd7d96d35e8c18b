import { Aws, CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import {
  allNodeFunctions,
  challengeScheduler,
  cognitoTriggers,
  httpRoutes,
  judgeSweeper,
  judgeWorkflowTasks,
  rankingsSnapshot,
  rankingsStream,
  type HttpRoute,
} from '@contract/routes';
import { googleSignIn, paymentsConfig, webDomain, type AppContext } from './app-config';
import { Auth } from './auth';
import { Challenges } from './challenges';
import { Database } from './database';
import { acknowledgeProtectionOff, Firewall } from './firewall';
import { NodeFunctions } from './functions';
import { nodeFunctionArn } from './node-function';
import { Operations } from './operations';
import { Judge } from './judge/judge';
import { Rankings } from './rankings';
import { RestApi } from './rest-api';
import { Storage } from './storage';
import { webBuildSource } from './web-build';
import { WebHosting } from './web-hosting';
import { WebSocketApi } from './websocket-api';

export interface CodeArenaStackProps extends StackProps {
  readonly context: AppContext;
  /** The REST routes; the contract's. Tests pass a larger table to check the stack still fits. */
  readonly httpRoutes?: readonly HttpRoute[];
}

/** All of CodeArena in one stack (docs/architecture.md §2): each concern is one construct, wired here. */
export class CodeArenaStack extends Stack {
  constructor(scope: Construct, id: string, props: CodeArenaStackProps) {
    super(scope, id, props);
    const { stage } = props.context;
    const protectedStack = props.context.protection === 'on';
    // The web origin is known only once CloudFront exists, which itself needs the REST API.
    let hosting: WebHosting | undefined;
    const webOrigin = Lazy.string({ produce: () => hosting?.origin });

    const database = new Database(this, 'Database');
    const storage = new Storage(this, 'Storage', { uploadOrigins: [webOrigin] });
    const routes = props.httpRoutes ?? httpRoutes;
    const functions = new NodeFunctions(this, 'Functions', allNodeFunctions(routes));
    const functionFor = (handler: string) => functions.get(handler);

    const auth = new Auth(this, 'Auth', {
      stage,
      preSignUp: functions.get(cognitoTriggers.preSignUp.handler),
      postConfirmation: functions.get(cognitoTriggers.postConfirmation.handler),
      webOrigin,
      google: googleSignIn(props.context),
      threatProtection: protectedStack,
    });
    const restApi = new RestApi(this, 'RestApi', {
      stage,
      userPool: auth.userPool,
      functionFor,
      functionArnFor: (handler) => nodeFunctionArn(functions, handler),
      routes,
    });
    const firewall = protectedStack ? new Firewall(this, 'Firewall', { stage, restApiId: restApi.api.restApiId, restApiStage: stage }) : undefined;
    if (!firewall) acknowledgeProtectionOff(restApi.api, 'AwsSolutions-APIG3');
    const webSocketApi = new WebSocketApi(this, 'WebSocketApi', { stage, functionFor });
    const judge = new Judge(this, 'Judge', {
      prepare: functions.get(judgeWorkflowTasks.prepare.handler),
      compile: functions.get(judgeWorkflowTasks.compile.handler),
      judgeBatch: functions.get(judgeWorkflowTasks.judgeBatch.handler),
      record: functions.get(judgeWorkflowTasks.record.handler),
      notify: functions.get(judgeWorkflowTasks.notify.handler),
      sweeper: functions.get(judgeSweeper.handler),
      packages: storage.packages,
    });
    new Rankings(this, 'Rankings', {
      table: database.table,
      boardStream: functions.get(rankingsStream.handler),
      snapshot: functions.get(rankingsSnapshot.handler),
    });
    new Challenges(this, 'Challenges', { scheduler: functions.get(challengeScheduler.handler) });
    const operations = new Operations(this, 'Operations', {
      stage,
      restApi: restApi.api,
      restApiStage: stage,
      judgeWorkflow: judge.stateMachine,
      streamConsumer: functions.get(rankingsStream.handler),
      alarmEmail: props.context.alarmEmail,
      ...(firewall && { firewall }),
    });
    hosting = new WebHosting(this, 'Web', {
      stage,
      accessLogs: storage.accessLogs,
      restApiId: restApi.api.restApiId,
      restApiStage: stage,
      domain: webDomain(props.context),
      ...(firewall && { firewall }),
    });

    const payments = paymentsConfig(props.context);
    functions.bindEnvironment(
      {
        ...(payments ? { paymentLinks: payments.links, paymentWebhookSecretParameter: payments.webhookSecretParameter } : {}),
        tableName: database.table.tableName,
        uploadsBucket: storage.uploads.bucketName,
        packagesBucket: storage.packages.bucketName,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.webClient.userPoolClientId,
        judgeStateMachineArn: judge.stateMachine.stateMachineArn,
        webSocketManagementUrl: webSocketApi.managementUrl,
        judgeFunctionNames: this.toJsonString(Object.fromEntries(Object.entries(judge.functions).map(([language, fn]) => [language, fn.functionName]))),
      },
      Object.values(cognitoTriggers).map((trigger) => trigger.handler),
    );
    functions.grantDeclaredAccess({
      table: database.table,
      uploads: storage.uploads,
      packages: storage.packages,
      userPool: auth.userPool,
      judgeStateMachine: judge.stateMachine,
      webSocketStage: webSocketApi.stage,
      judgeFunctions: Object.values(judge.functions),
      ...(payments ? { paymentWebhookSecretParameter: payments.webhookSecretParameter } : {}),
    });

    const apiUrl = `${hosting.origin}/api`;
    const oauthDomain = auth.domain ? `${auth.domain.domainName}.auth.${Aws.REGION}.amazoncognito.com` : undefined;
    hosting.deploy(webBuildSource(props.context.webDist), {
      stage,
      region: Aws.REGION,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      apiUrl,
      webSocketUrl: webSocketApi.stage.url,
      ...(oauthDomain ? { oauthDomain } : {}),
    });

    new CfnOutput(this, 'WebUrl', { value: hosting.origin });
    new CfnOutput(this, 'ApiUrl', { value: apiUrl });
    new CfnOutput(this, 'WebSocketUrl', { value: webSocketApi.stage.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.webClient.userPoolClientId });
    new CfnOutput(this, 'JudgeStateMachineArn', { value: judge.stateMachine.stateMachineArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: operations.topic.topicArn });
  }
}
