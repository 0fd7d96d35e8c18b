import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as cxapi from 'aws-cdk-lib/cx-api';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeLanguages } from '@contract/judge';
import { languages } from '../../lambdas/judge/core/languages';
import { repoRoot } from '../../lib/node-function';
import { JUDGE_DOCKERFILE } from '../../lib/judge/judge';
import { resourcesOfType, synthesizeStack } from './synth-stack';

/** The judge images' one multi-stage Dockerfile: a build target per language. */
const dockerfilePath = path.join(repoRoot, JUDGE_DOCKERFILE);
const dockerfileText = () => readFileSync(dockerfilePath, 'utf8');

interface Stage {
  name: string;
  /** The image or earlier stage it starts from. */
  from: string;
  /** Its text as written, comments included. */
  text: string;
  /** Its instructions after FROM, continuation lines joined, comments left out. */
  instructions: string[];
}

/** The Dockerfile's stages in order (enough of Docker's syntax for these files: FROM … AS …, `\` continuations, `#` comments). */
function parseStages(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (stages.length > 0) stages.at(-1)!.text += `${line}\n`;
    if (pending === '' && /^\s*(#|$)/.test(line)) continue;
    pending += pending ? ` ${line.trim()}` : line.trim();
    if (pending.endsWith('\\')) {
      pending = pending.slice(0, -1).trimEnd();
      continue;
    }
    const instruction = pending;
    pending = '';
    const from = /^FROM (\S+)(?: AS (\S+))?$/.exec(instruction);
    if (from) stages.push({ name: from[2] ?? '', from: from[1]!, text: `${line}\n`, instructions: [] });
    else {
      expect(stages.length, `an instruction before the first FROM: ${instruction}`).toBeGreaterThan(0);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** What one build target's image is made of: its stage and the stages it starts from, oldest first. */
function imageOf(stages: Stage[], target: string): { root: string; chain: Stage[]; instructions: string[] } {
  const chain: Stage[] = [];
  for (let stage = stages.find((s) => s.name === target); stage; stage = stages.find((s) => s.name === stage!.from)) chain.unshift(stage);
  expect(chain.length, `no stage named ${target}`).toBeGreaterThan(0);
  return { root: chain[0]!.from, chain, instructions: chain.flatMap((s) => s.instructions) };
}

/** The environment an image's instructions set (ENV key=value …, later ones win). */
function environmentOf(instructions: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of instructions) {
    const set = /^ENV (.+)$/.exec(instruction);
    if (set) for (const pair of set[1]!.split(/\s+/)) env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
  }
  return env;
}

describe('the judge images', () => {
  // JavaScript has none to install: Node.js is the runtime itself.
  const toolchains: Partial<Record<(typeof judgeLanguages)[number], RegExp>> = {
    cpp: /^RUN dnf install -y gcc-c\+\+ /,
    python: /^RUN dnf install -y python3 /,
    java: /^RUN dnf install -y java-17-amazon-corretto-devel /,
  };
  const versionCommand = (language: (typeof judgeLanguages)[number]) => {
    const { tool, args } = languages[language].version;
    return `${{ gxx: 'g++', python3: 'python3', java: 'java', javac: 'javac', node: 'node' }[tool]} ${args.join(' ')}`;
  };
  const handlerCopy = 'COPY --from=build /build/dist/judge-handler.mjs ${LAMBDA_TASK_ROOT}/';

  it('are one Dockerfile whose stages are the two builders, a shared base and one build target per language, each named once', () => {
    expect(JUDGE_DOCKERFILE).toBe('judge-images/Dockerfile');
    expect(existsSync(dockerfilePath)).toBe(true);
    const stages = parseStages(dockerfileText());
    expect(stages.map((s) => s.name)).toEqual(['build', 'runner', 'base', ...judgeLanguages]);
    expect(dockerfileText()).toMatch(/^# syntax=docker\/dockerfile:1$/m);
  });

  it('refers only to stages defined above (FROM and COPY --from), so every target builds', () => {
    const stages = parseStages(dockerfileText());
    const names = stages.map((s) => s.name);
    stages.forEach((stage, i) => {
      const earlier = names.slice(0, i);
      if (!stage.from.includes('/')) expect(earlier, `${stage.name} starts from ${stage.from}`).toContain(stage.from);
      for (const instruction of stage.instructions) {
        const from = /^COPY --from=(\S+)/.exec(instruction);
        if (from) expect(earlier, `${stage.name}: ${instruction}`).toContain(from[1]);
        expect(instruction, 'one of the instructions these images use').toMatch(/^(RUN|COPY|ENV|CMD|WORKDIR) /);
      }
    });
  });

  it('bundles the handler and builds the runner in their own stages', () => {
    const [build, runner] = parseStages(dockerfileText());
    expect(build!.from).toMatch(/^\S*node:22\S*$/);
    expect(build!.instructions.join('\n')).toContain('esbuild lambdas/judge/judge-handler.ts --bundle');
    expect(runner!.from).toBe('public.ecr.aws/lambda/nodejs:22');
    expect(runner!.instructions).toContain('COPY judge-images/runner/runner.c /build/runner.c');
    expect(runner!.instructions).toContain('RUN gcc -O2 -Wall -o /build/runner /build/runner.c');
  });

  it.each(judgeLanguages)(
    '%s: its target is the Lambda Node 22 image with the handler, its own toolchain only, the prebuilt runner and its language',
    (language) => {
      const stages = parseStages(dockerfileText());
      const image = imageOf(stages, language);
      expect(image.root).toBe('public.ecr.aws/lambda/nodejs:22');
      expect(image.chain.map((s) => s.name)).toEqual(['base', language]);
      expect(image.instructions).toContain('COPY --from=runner /build/runner /opt/judge/runner');
      expect(image.instructions).toContain(handlerCopy);
      expect(environmentOf(image.instructions)).toEqual({ JUDGE_LANGUAGE: language, JUDGE_RUNNER: '/opt/judge/runner', JUDGE_CACHE_DIR: '/opt/judge' });
      expect(image.instructions.filter((i) => i.startsWith('CMD ')).at(-1)).toBe('CMD ["judge-handler.handler"]');
      for (const [other, toolchain] of Object.entries(toolchains)) {
        expect(
          image.instructions.some((i) => toolchain.test(i)),
          `${other}'s toolchain in the ${language} image`,
        ).toBe(other === language);
      }
      expect(image.instructions.filter((i) => i.startsWith('RUN dnf install'))).toHaveLength(toolchains[language] ? 1 : 0);
      // The toolchain's layer comes before the handler's, so a change to the handler leaves it cached.
      const own = image.chain.at(-1)!.instructions;
      const toolchain = toolchains[language];
      if (toolchain) expect(own.findIndex((i) => toolchain.test(i))).toBeLessThan(own.indexOf(handlerCopy));
      // The version the app shows is what this command prints in the image (the handler runs it).
      expect(image.chain.at(-1)!.text).toContain(versionCommand(language));
    },
  );

  it("builds the C++ precompiled header at image build time with the judge's own warm-up, after the handler is in place, in the C++ image only", () => {
    const stages = parseStages(dockerfileText());
    const cpp = imageOf(stages, 'cpp').instructions;
    const warmUp = cpp.findIndex((i) => i.includes('j.warmUp()'));
    expect(warmUp).toBeGreaterThan(cpp.indexOf(handlerCopy));
    expect(cpp[warmUp]).toContain('if (!w.pchDir) process.exit(1)');
    for (const language of judgeLanguages.filter((l) => l !== 'cpp')) expect(imageOf(stages, language).instructions.join('\n')).not.toContain('warmUp');
  });

  it('regenerates the JDK class-data-sharing archive in the Java image', () => {
    const java = imageOf(parseStages(dockerfileText()), 'java').instructions;
    expect(java.some((i) => i.startsWith('RUN java -Xshare:dump -XX:+UseSerialGC'))).toBe(true);
  });

  it('the build context sends the runner source (the images compile it)', async () => {
    const { judgeImageContextExcludes } = await import('../../lib/judge/judge');
    expect(judgeImageContextExcludes).toContain('!judge-images');
  });

  it('the stack builds each judge function from that Dockerfile with its language as the build target', () => {
    const { app, template } = synthesizeStack();
    const assembly = app.synth();
    const manifests = assembly.artifacts.filter((a): a is cxapi.AssetManifestArtifact => a instanceof cxapi.AssetManifestArtifact);
    const dockerImages = Object.assign({}, ...manifests.map((m) => m.contents.dockerImages ?? {})) as Record<
      string,
      { source: { directory?: string; dockerFile?: string; dockerBuildTarget?: string } }
    >;
    const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter((f) => f.Properties.PackageType === 'Image');
    expect(functions).toHaveLength(judgeLanguages.length);
    const targets = functions.map((fn) => {
      const language = (fn.Properties.Environment as { Variables: { JUDGE_LANGUAGE: string } }).Variables.JUDGE_LANGUAGE;
      const imageUri = JSON.stringify((fn.Properties.Code as { ImageUri: unknown }).ImageUri);
      const hash = Object.keys(dockerImages).find((h) => imageUri.includes(h));
      expect(hash, `the ${language} function's image asset`).toBeDefined();
      const { source } = dockerImages[hash!]!;
      expect(source.dockerFile).toBe(JUDGE_DOCKERFILE);
      // The staged build context holds the Dockerfile and every file its stages copy from the context.
      const context = path.resolve(assembly.directory, source.directory!);
      expect(existsSync(path.join(context, JUDGE_DOCKERFILE))).toBe(true);
      for (const stage of parseStages(dockerfileText())) {
        for (const instruction of stage.instructions) {
          const copy = /^COPY (?!--from)(.+) \S+$/.exec(instruction);
          for (const copied of copy?.[1]!.split(' ') ?? []) expect(existsSync(path.join(context, copied)), `${copied} in the build context`).toBe(true);
        }
      }
      return [language, source.dockerBuildTarget];
    });
    expect(Object.fromEntries(targets)).toEqual(Object.fromEntries(judgeLanguages.map((l) => [l, l])));
  }, 40_000);

  it("bundles the handler from exactly the files the image's build stage copies (the @contract alias included)", () => {
    const stage = mkdtempSync(path.join(tmpdir(), 'judge-image-build-'));
    try {
      // What the build stage has: its COPY lines, and esbuild and zod installed beside them.
      const [build] = parseStages(dockerfileText());
      const copied = build!.instructions.map((i) => /^COPY (?!--from)(.+) (\S+)$/.exec(i)).filter((m) => m && !m[1]!.includes('package.json'));
      expect(copied.length).toBeGreaterThan(0);
      for (const match of copied)
        for (const source of match![1]!.split(' ')) cpSync(path.join(repoRoot, source), path.join(stage, source), { recursive: true });
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(stage, 'node_modules'));
      const esbuild = path.join(repoRoot, 'node_modules', '.bin', 'esbuild');
      const run = spawnSync(esbuild, ['lambdas/judge/judge-handler.ts', '--bundle', '--platform=node', '--format=esm', '--outfile=dist/judge-handler.mjs'], {
        cwd: stage,
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(path.join(stage, 'dist', 'judge-handler.mjs'), 'utf8')).toContain('warmUp');
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  });
});
