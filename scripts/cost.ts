/**
 * `npm run cost -- [--students 100,1000,10000] [--submissions 40] [--runs 80] [--json]`: the monthly
 * bill for N monthly active students and the cost of judging per 1,000 submissions, from the stack's
 * own settings (memory sizes, architectures, the workflow's type, the judge's VPC endpoints, alarms:
 * read off the synthesized template, no AWS account needed) and the usage assumptions printed with
 * it (scripts/cost/model.ts). Free tiers other than Cognito's are left out: the figures are what a
 * stack pays once past them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { parseAppContext } from '../lib/app-config';
import { CodeArenaStack } from '../lib/codearena-stack';
import { TESTS_PER_BATCH } from '../lambdas/judge/prepare';
import { estimate, listPrices, typicalUsage, type StackSettings } from './cost/model';

type Resource = { Type: string; Properties?: Record<string, unknown> };

function synthesizedResources(): Resource[] {
  // A stand-in web build: the bill does not depend on the app's files.
  const webDist = mkdtempSync(path.join(tmpdir(), 'codearena-cost-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new CodeArenaStack(app, 'CodeArena-cost', { context: parseAppContext((key) => (key === 'webDist' ? webDist : undefined)) });
  return Object.values(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const isArm = (fn: Resource) => JSON.stringify(fn.Properties?.Architectures ?? []).includes('arm64');

export function settingsOf(resources: Resource[]): StackSettings {
  const of = (type: string) => resources.filter((r) => r.Type === type);
  const functions = of('AWS::Lambda::Function');
  const images = functions.filter((fn) => fn.Properties?.PackageType === 'Image');
  const zips = functions.filter((fn) => fn.Properties?.PackageType !== 'Image' && String(fn.Properties?.Runtime ?? '').startsWith('nodejs'));
  const endpoints = of('AWS::EC2::VPCEndpoint').filter((e) => e.Properties?.VpcEndpointType === 'Interface');
  return {
    nodeFunctionMemoryMb: median(zips.map((fn) => Number(fn.Properties?.MemorySize ?? 128))),
    nodeFunctionsArm: zips.length > 0 && zips.every(isArm),
    judgeMemoryMb: median(images.map((fn) => Number(fn.Properties?.MemorySize ?? 128))),
    judgeArm: images.length > 0 && images.every(isArm),
    expressWorkflow: of('AWS::StepFunctions::StateMachine').some((m) => m.Properties?.StateMachineType === 'EXPRESS'),
    interfaceEndpointAzs: endpoints.reduce((sum, e) => sum + ((e.Properties?.SubnetIds as unknown[] | undefined)?.length ?? 1), 0),
    alarms: of('AWS::CloudWatch::Alarm').length,
    dashboards: of('AWS::CloudWatch::Dashboard').length,
    kmsKeys: of('AWS::KMS::Key').length,
    webAcls: of('AWS::WAFv2::WebACL').length,
    webAclRules: of('AWS::WAFv2::WebACL').reduce((sum, acl) => sum + ((acl.Properties?.Rules as unknown[] | undefined)?.length ?? 0), 0),
    cognitoPlus: of('AWS::Cognito::UserPool').some((pool) => pool.Properties?.UserPoolTier === 'PLUS'),
    testsPerBatch: TESTS_PER_BATCH,
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '100,1000,10000' },
      submissions: { type: 'string' },
      runs: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const settings = settingsOf(synthesizedResources());
  const usage = {
    ...typicalUsage,
    ...(values.submissions && { submissionsPerStudent: Number(values.submissions) }),
    ...(values.runs && { runsPerStudent: Number(values.runs) }),
  };
  const estimates = values.students.split(',').map((n) => ({ students: Number(n), ...estimate(settings, { ...usage, students: Number(n) }) }));
  if (values.json) {
    console.log(JSON.stringify({ settings, usage, prices: listPrices, estimates }, null, 2));
    return;
  }
  console.log('Stack settings (from the synthesized template):', settings);
  console.log('Usage per monthly active student (assumed):', usage);
  for (const e of estimates) {
    console.log(`\n${e.students.toLocaleString('en-US')} monthly active students`);
    console.table(e.lines.map((line) => ({ item: line.item, quantity: line.quantity, 'USD / month': line.usd.toFixed(2) })));
    console.log(
      `total ${e.monthlyUsd.toFixed(2)} USD a month (${e.perStudentUsd.toFixed(3)} per student); judging: ${e.perThousandSubmissionsUsd.toFixed(2)} USD per 1,000 submissions`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
