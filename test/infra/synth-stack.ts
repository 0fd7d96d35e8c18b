import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseAppContext } from '../../lib/app-config';
import type { HttpRoute } from '@contract/routes';
import { CodeArenaStack } from '../../lib/codearena-stack';

export const webDistFixture = path.join('test', 'infra', 'fixtures', 'web-dist');

export interface SynthesizedStack {
  app: App;
  stack: CodeArenaStack;
  template: Template;
}

/**
 * Synthesized stacks by their inputs. The infra files run as one (infra-suite.test.ts), so each
 * distinct stack is synthesized once and every file reads the same one: tests only read a template
 * and its construct tree.
 */
const synthesized = new Map<string, SynthesizedStack>();

/**
 * Builds the stack the way bin/app.ts does, with a fixture web build. `bundle: false` skips the
 * esbuild bundling of the Node functions (CDK's own `aws:cdk:bundling-stacks` switch), so most test
 * files synthesize in seconds; one file bundles for real.
 */
export function synthesizeStack(context: Record<string, string> = {}, options: { bundle?: boolean; httpRoutes?: readonly HttpRoute[] } = {}): SynthesizedStack {
  const key = JSON.stringify([Object.entries(context).sort(), options.bundle ?? false, options.httpRoutes ?? null]);
  let stack = synthesized.get(key);
  if (!stack) {
    stack = synthesizeAnew(context, options);
    synthesized.set(key, stack);
  }
  return stack;
}

function synthesizeAnew(
  context: Record<string, string>,
  { bundle = false, httpRoutes }: { bundle?: boolean; httpRoutes?: readonly HttpRoute[] },
): SynthesizedStack {
  const app = new App({ context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] } });
  const parsed = parseAppContext((key) => ({ webDist: webDistFixture, ...context })[key]);
  const stack = new CodeArenaStack(app, `CodeArena-${parsed.stage}`, { context: parsed, ...(httpRoutes ? { httpRoutes } : {}) });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, template: Template.fromStack(stack) };
}

/** cdk-nag findings that no acknowledgment covers. */
export function unacknowledgedNagErrors(stack: Stack): string[] {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.filter((v) => v.severity === 'error').map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

/** The resources of one type, by logical id. */
export function resourcesOfType(template: Template, type: string): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}
