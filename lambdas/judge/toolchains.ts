import type { JudgeLanguage } from '../../contract/judge';

/**
 * How each judge image reports its toolchain version. The versions shown to users come from the
 * images themselves (DESIGN §4), never from a hard-coded list. Java prints its version on stderr.
 */
export const toolchainVersionProbes: Record<JudgeLanguage, { command: string; args: string[] }> = {
  cpp: { command: 'g++', args: ['--version'] },
  python: { command: 'python3', args: ['--version'] },
  java: { command: 'javac', args: ['-version'] },
  javascript: { command: 'node', args: ['--version'] },
};
