export { compileSubmission, judge, MAX_ARTIFACT_STATE_BYTES, toolchainVersion, warmUp, type CompiledSubmission } from './judge';
export { artifactSchema, type Artifact } from './artifact';
export { languages, type LanguageSpec } from './languages';
export { checkers, type Checker, type CheckerName } from './checkers';
export { overallVerdict } from './verdicts';
export type { JudgeOptions } from './options';
export { sandboxFor, type Sandbox } from './sandbox';
