#!/usr/bin/env node
/** The CDK app: parse the context, compose the one stack, run cdk-nag's AwsSolutions checks. */
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseAppContext } from '../lib/app-config';
import { CodeArenaStack } from '../lib/codearena-stack';
import { repoRoot } from '../lib/node-function';

// The CDK CLI sets CDK_OUTDIR; without it (`npx tsx bin/app.ts`) the assembly still lands in cdk.out/.
const app = new App({ outdir: process.env.CDK_OUTDIR ?? path.join(repoRoot, 'cdk.out') });
const context = parseAppContext((key) => app.node.tryGetContext(key));

new CodeArenaStack(app, `CodeArena-${context.stage}`, {
  context,
  description: `CodeArena (${context.stage}): competitive-programming practice platform`,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

// cdk-nag 3 is a policy-validation plugin: synthesis fails on any unacknowledged error.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
