/**
 * Reads a problem package from its files (path → bytes, from a directory or a zip) into a checked
 * ProblemPackage, or throws a PackageError naming the file at fault. No file-system access here:
 * read-package.ts and the zip reader feed it.
 *
 * What is refused, and why: anything CodeArena cannot judge as the package intends (custom output
 * validators, test groups, per-test files or arguments, validator flags, scoring or interactive
 * problems), and anything ambiguous (a test without its answer, a submission in an unknown language,
 * a template folder holding two files). Refusing is better than judging students wrongly.
 */
import { createHash } from 'node:crypto';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  codearenaYamlSchema,
  DEFAULT_MEMORY_MIB,
  DEFAULT_TIME_LIMIT_SECONDS,
  describeIssues,
  languageOfFile,
  PackageError,
  packageSlugSchema,
  submissionKinds,
  type CodearenaYaml,
  type PackageProgram,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
  type SubmissionKind,
} from '@contract/catalogue/package';
import { legacyProblemYamlSchema, problemYamlSchema, testCaseYamlSchema, type LegacyProblemYaml, type ProblemYaml } from '@contract/catalogue/problem-yaml';
import { MAX_TEST_BYTES, MAX_TESTS_PER_PROBLEM, judgeLanguages, type JudgeLanguage } from '@contract/judge';

export type PackageFiles = Map<string, Uint8Array>;

export interface ParseOptions {
  /** For a package without codearena.yaml (a legacy Kattis one): the extension to assume. */
  extensionDefaults?: CodearenaYaml;
}

/** Template folders use the format's language codes (its languages table): python3, not python. */
export const templateFolders: Record<JudgeLanguage, string> = { cpp: 'cpp', python: 'python3', java: 'java', javascript: 'javascript' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parsePackage(slug: string, files: PackageFiles, options: ParseOptions = {}): ProblemPackage {
  const where = (path: string) => `${slug}/${path}`;
  const fail = (path: string, problem: string): never => {
    throw new PackageError(where(path), problem);
  };
  const slugCheck = packageSlugSchema.safeParse(slug);
  if (!slugCheck.success) fail('', describeIssues(slugCheck.error));

  const text = (path: string): string => {
    const bytes = files.get(path);
    if (!bytes) return fail(path, 'missing');
    try {
      return utf8.decode(bytes);
    } catch {
      return fail(path, 'is not UTF-8 text');
    }
  };
  const yamlOf = (path: string): unknown => {
    const document = parseDocument(text(path), { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length) fail(path, document.errors.map((e) => e.message).join('; '));
    return document.toJS();
  };
  const checked = <S extends z.ZodType>(path: string, schema: S, value: unknown): z.infer<S> => {
    const result = schema.safeParse(value);
    if (!result.success) fail(path, describeIssues(result.error));
    return result.data as z.infer<S>;
  };

  for (const path of files.keys()) {
    if (/^output_validators?\//.test(path)) fail(path, 'custom output validation is not supported: answers are compared exactly (trimmed)');
  }

  const raw = yamlOf('problem.yaml');
  const version = (raw as { problem_format_version?: unknown } | null)?.problem_format_version;
  const legacy = version === undefined || version === 'legacy' || version === 'legacy-icpc';
  const meta = legacy ? fromLegacy(slug, checked('problem.yaml', legacyProblemYamlSchema, raw ?? {}), files, fail) : fromModern(checked('problem.yaml', problemYamlSchema, raw));

  const extension = files.has('codearena.yaml')
    ? checked('codearena.yaml', codearenaYamlSchema, yamlOf('codearena.yaml'))
    : (options.extensionDefaults ?? fail('codearena.yaml', 'missing: it gives the difficulty, topic group and tags (catalogue/README.md)'));

  const statementPath = legacy
    ? ['problem_statement/problem.en.md', 'problem_statement/problem.md', 'problem_statement/problem.en.tex', 'problem_statement/problem.tex'].find((p) => files.has(p))
    : ['statement/problem.en.md', 'statement/problem.en.tex'].find((p) => files.has(p));
  if (!statementPath) fail(legacy ? 'problem_statement/problem.en.tex' : 'statement/problem.en.md', 'missing: the English statement');
  const statement = { format: statementPath!.endsWith('.md') ? ('markdown' as const) : ('latex' as const), text: text(statementPath!), path: statementPath! };
  const title = meta.title ?? (/\\problemname\{([^}]*)\}/.exec(statement.text)?.[1]?.trim() || slug);

  const tests = readTests(files, text, (path) => checked(path, testCaseYamlSchema, yamlOf(path) ?? {}), fail);
  return {
    slug,
    format: legacy ? 'legacy' : '2025-09',
    ...meta,
    title,
    statement,
    extension,
    ...tests,
    submissions: readSubmissions(files, text, fail),
    inputValidators: programsUnder(files, legacy ? ['input_validators/', 'input_format_validators/'] : ['input_validators/'], text),
    generators: programsUnder(files, ['generators/'], text),
    templates: readTemplates(files, text, fail),
    files: new Map(files),
  };
}

type Fail = (path: string, problem: string) => never;
type Meta = Pick<
  ProblemPackage,
  'uuid' | 'credits' | 'source' | 'license' | 'rightsOwner' | 'keywords' | 'timeLimitSeconds' | 'timeResolutionSeconds' | 'timeMultipliers' | 'memoryMib'
> & {
  title?: string;
};

function englishName(name: ProblemYaml['name'] | undefined): string | undefined {
  return typeof name === 'string' ? name : name?.en;
}

function fromModern(config: ProblemYaml): Meta {
  return {
    uuid: config.uuid,
    title: englishName(config.name),
    ...(config.credits !== undefined && { credits: config.credits }),
    ...(config.source !== undefined && { source: config.source }),
    license: config.license ?? 'unknown',
    ...(config.rights_owner !== undefined && { rightsOwner: config.rights_owner }),
    keywords: config.keywords ?? [],
    timeLimitSeconds: config.limits?.time_limit ?? DEFAULT_TIME_LIMIT_SECONDS,
    timeResolutionSeconds: config.limits?.time_resolution ?? 1,
    timeMultipliers: {
      acToTimeLimit: config.limits?.time_multipliers?.ac_to_time_limit ?? 2,
      timeLimitToTle: config.limits?.time_multipliers?.time_limit_to_tle ?? 1.5,
    },
    memoryMib: config.limits?.memory ?? DEFAULT_MEMORY_MIB,
  };
}

/** A stable uuid for a legacy package, which has none: the same package name gives the same problem. */
export function legacyUuid(slug: string): string {
  const h = createHash('sha256').update(`codearena-legacy-package:${slug}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function fromLegacy(slug: string, config: LegacyProblemYaml, files: PackageFiles, fail: Fail): Meta {
  // Legacy packages put the time limit outside problem.yaml (problemtools' `.timelimit`), if anywhere.
  let timeLimitSeconds = DEFAULT_TIME_LIMIT_SECONDS;
  const timelimit = files.get('.timelimit');
  if (timelimit) {
    timeLimitSeconds = Number(new TextDecoder().decode(timelimit).trim());
    if (!(timeLimitSeconds > 0 && timeLimitSeconds <= 20)) fail('.timelimit', 'must hold a number of seconds in (0, 20]');
  }
  return {
    uuid: config.uuid ?? legacyUuid(slug),
    title: englishName(config.name),
    ...(config.author !== undefined && { credits: config.author }),
    ...(config.source !== undefined && { source: config.source_url ? { name: config.source, url: config.source_url } : config.source }),
    license: config.license ?? 'unknown',
    ...(config.rights_owner !== undefined && { rightsOwner: config.rights_owner }),
    keywords: config.keywords?.split(/\s+/).filter(Boolean) ?? [],
    timeLimitSeconds,
    timeResolutionSeconds: 1,
    // Legacy defaults: time_multiplier 5, time_safety_margin 2.
    timeMultipliers: { acToTimeLimit: config.limits?.time_multiplier ?? 5, timeLimitToTle: config.limits?.time_safety_margin ?? 2 },
    memoryMib: config.limits?.memory ?? DEFAULT_MEMORY_MIB,
  };
}

/** Test names sort as people number them: 2 before 10. */
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function readTests(
  files: PackageFiles,
  text: (path: string) => string,
  testYaml: (path: string) => z.infer<typeof testCaseYamlSchema>,
  fail: Fail,
): { samples: PackageTest[]; secret: PackageTest[] } {
  const groups: Record<'sample' | 'secret', PackageTest[]> = { sample: [], secret: [] };
  for (const path of [...files.keys()].filter((p) => p.startsWith('data/')).sort(byName)) {
    const match = /^data\/(sample|secret)\/([^/]+)\.(in|ans|yaml)$/.exec(path);
    if (!match) {
      fail(path, 'not supported: tests are data/sample/<name>.in|.ans|.yaml and data/secret/<name>.in|.ans|.yaml (no test groups, .files or test_group.yaml)');
    }
    const [, group, name, extension] = match!;
    if (extension === 'yaml') {
      if (!files.has(`data/${group}/${name}.in`)) fail(path, `configures no test: there is no ${name}.in`);
      continue;
    }
    const partner = `data/${group}/${name}.${extension === 'in' ? 'ans' : 'in'}`;
    if (!files.has(partner)) fail(path, `has no ${partner.split('/').pop()}`);
    if (extension === 'ans') continue;
    const configFile = `data/${group}/${name}.yaml`;
    const hint = files.has(configFile) ? testYaml(configFile).hint : undefined;
    const test = { name: `${group}/${name}`, input: text(path), answer: text(partner), ...(hint && { hint }) };
    if (files.get(path)!.length + files.get(partner)!.length > MAX_TEST_BYTES) fail(path, `a test (input and answer) holds ${MAX_TEST_BYTES} bytes at most`);
    groups[group as 'sample' | 'secret'].push(test);
  }
  if (groups.secret.length === 0) fail('data/secret/', 'at least one secret test is required');
  const total = groups.sample.length + groups.secret.length;
  if (total > MAX_TESTS_PER_PROBLEM) fail('data/', `${total} tests: the judge takes ${MAX_TESTS_PER_PROBLEM} at most`);
  return { samples: groups.sample, secret: groups.secret };
}

function readSubmissions(files: PackageFiles, text: (path: string) => string, fail: Fail): PackageSubmission[] {
  const submissions: PackageSubmission[] = [];
  for (const path of [...files.keys()].filter((p) => p.startsWith('submissions/')).sort(byName)) {
    const [, kind, file, ...rest] = path.split('/');
    if (!(submissionKinds as readonly string[]).includes(kind!)) fail(path, `unknown submission folder: expected one of ${submissionKinds.join(', ')}`);
    if (rest.length || !file) fail(path, 'a submission is one file in its folder (several files are not supported)');
    const language = languageOfFile(file!);
    if (!language) fail(path, `unknown language: submissions are ${judgeLanguages.join(', ')} (.cpp, .py, .java, .js)`);
    submissions.push({ path, kind: kind as SubmissionKind, language: language!, source: text(path) });
  }
  return submissions;
}

function programsUnder(files: PackageFiles, prefixes: string[], text: (path: string) => string): PackageProgram[] {
  return [...files.keys()]
    .filter((p) => prefixes.some((prefix) => p.startsWith(prefix)))
    .sort(byName)
    .map((path) => ({ path, source: text(path) }));
}

function readTemplates(files: PackageFiles, text: (path: string) => string, fail: Fail): ProblemPackage['templates'] {
  const templates: ProblemPackage['templates'] = {};
  for (const path of [...files.keys()].filter((p) => p.startsWith('attachments/templates/')).sort(byName)) {
    const [, , folder, file, ...rest] = path.split('/');
    const language = judgeLanguages.find((l) => templateFolders[l] === folder);
    if (!language) fail(path, `unknown template language: folders are ${Object.values(templateFolders).join(', ')}`);
    if (rest.length || !file) fail(path, 'a template is one file in its language folder');
    if (templates[language!]) fail(path, `a second template for ${folder}: one file per language`);
    templates[language!] = { path, source: text(path) };
  }
  return templates;
}
