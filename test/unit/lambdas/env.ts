/** The environment the handlers read, as CDK or the local stack would set it. */
export function setLambdaEnv(): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    TABLE_NAME: 'codearena-test',
    USER_POOL_ID: 'us-east-1_test',
    USER_POOL_CLIENT_ID: 'client-test',
    UPLOADS_BUCKET: 'uploads-test',
    PACKAGES_BUCKET: 'packages-test',
    JUDGE_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:judge',
    WS_MANAGEMENT_URL: 'https://ws.example.test/local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
}

/** A REST proxy event as API Gateway sends it, with optional verified claims. */
export function restEvent(overrides: Record<string, unknown> = {}, claims?: Record<string, string>) {
  return {
    resource: '/',
    path: '/',
    httpMethod: 'GET',
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', stage: 'test', authorizer: claims ? { claims } : undefined },
    ...overrides,
  } as never;
}

export const lambdaContext = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as never;
