import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http-parts';
import { invokeHandler, toLambdaErrorPayload, type HandlerLoader } from './lambda-runtime';
import { sendGatewayJson } from './responses';
import type { JudgeLanguage } from '@contract/judge';
import { invokeJudge, JUDGE_HANDLER, judgeLanguageOfFunction } from '../stepfunctions/task-bindings';

/** `POST /2015-03-31/functions/{name}/invocations`: the Lambda Invoke API, for cognito-local's triggers and the judge functions. */
export const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** `arn:aws:lambda:…:function:name:qualifier`, `name:qualifier` or `name` → `name`. */
export function functionNameOf(nameOrArn: string): string {
  const decoded = decodeURIComponent(nameOrArn);
  const arn = /^arn:[^:]+:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(decoded);
  return arn ? arn[1]! : decoded.split(':')[0]!;
}

/**
 * Invokes a local handler by its local function name (localFunctionName of the handler). Errors
 * come back as Lambda reports them: 200 with X-Amz-Function-Error and the error payload.
 * `judgeCalls` counts the judge functions' invocations (compile and run), for tests that must tell
 * a batch judged from one skipped without timing it.
 */
export function createLambdaInvokeApi(opts: { handlersByFunctionName: ReadonlyMap<string, string>; loadHandler: HandlerLoader; log: (line: string) => void }) {
  let judgeCalls = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse, encodedName: string): Promise<void> => {
    const name = functionNameOf(encodedName);
    const judgeLanguage = judgeLanguageOfFunction(name);
    const handler = judgeLanguage ? JUDGE_HANDLER : opts.handlersByFunctionName.get(name);
    const payload = await readBody(req, 6 * 1024 * 1024);
    if (req.method !== 'POST') return sendGatewayJson(res, 405, { message: 'Method not allowed' });
    if (!handler) {
      return sendGatewayJson(res, 404, { Type: 'User', Message: `Function not found: ${name}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      void run(handler, payload, judgeLanguage).catch((error) => opts.log(`[gateway] async invoke of ${name} failed: ${String(error)}`));
      res.writeHead(202, { 'content-length': '0' });
      return void res.end();
    }
    try {
      const result = await run(handler, payload, judgeLanguage);
      sendGatewayJson(res, 200, result, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      opts.log(`[gateway] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      sendGatewayJson(res, 200, toLambdaErrorPayload(error), { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' });
    }
  };

  return { handle, judgeCalls: () => judgeCalls };

  function run(handler: string, payload: Buffer, judgeLanguage?: JudgeLanguage): Promise<unknown> {
    const event = payload.length ? JSON.parse(payload.toString('utf8')) : {};
    // The judge images (run API, language versions) run in-process on the host toolchains.
    if (judgeLanguage) {
      judgeCalls++;
      return invokeJudge(opts.loadHandler, judgeLanguage, event);
    }
    return invokeHandler(opts.loadHandler, handler, event);
  }
}
