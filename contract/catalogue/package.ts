import { z } from 'zod';
import { difficultySchema } from '../difficulty';
import { judgeLanguages, type JudgeLanguage } from '../judge';
import type { Credits, ProblemLicense, ProblemSource } from './problem-yaml';
import { topicGroupSchema } from './topics';

/**
 * A problem package as CodeArena reads it (catalogue/<slug>/, or an imported directory or zip):
 * the ICPC/Kattis 2025-09 layout plus one extension file, `codearena.yaml`. File-system code is in
 * tools/catalogue; this module holds only shapes, so the Lambdas and the scripts share them.
 *
 * `codearena.yaml` (our extension, documented in catalogue/README.md): what the product needs and
 * the format has no key for. Strict like problem.yaml: an unknown key is an error.
 */
export const MAX_TAGS = 8;
export const codearenaYamlSchema = z.strictObject({
  /** Easy, Medium or Hard (contract/difficulty.ts): sets XP per passed test (docs/decisions/D06). */
  difficulty: difficultySchema,
  /** One of the 12 topic groups of docs/requirements/practice.md §2. */
  topic: topicGroupSchema,
  /** Finer subjects shown on the problem's row ("prefix sums", "bfs"), lower case. */
  tags: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9 +#&'-]{0,29}$/, 'a tag is 1 to 30 lower-case letters, digits, spaces or + # & \' -'))
    .min(1)
    .max(MAX_TAGS)
    .refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat'),
  /**
   * For a problem adapted from someone else's: the licence by its name (problem.yaml's `license`
   * has only the format's values, so an MIT or Apache package says `permission`) and what was
   * changed, both shown on the problem page with the credits, as such licences ask.
   */
  attribution: z
    .strictObject({
      licence: z.string().trim().min(1).max(80),
      changes: z.string().trim().min(1).max(600),
    })
    .optional(),
});
export type CodearenaYaml = z.infer<typeof codearenaYamlSchema>;

/** Submission folders of the format; each file in them is one program, its language from its extension. */
export const submissionKinds = ['accepted', 'wrong_answer', 'time_limit_exceeded', 'run_time_error'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The verdict a submission of each kind must get on the package's tests. */
export const expectedVerdicts = { accepted: 'AC', wrong_answer: 'WA', time_limit_exceeded: 'TLE', run_time_error: 'RE' } as const;

/** File extensions of the four judge languages (the format's languages table, restricted to ours). */
export const languageExtensions: Record<JudgeLanguage, readonly string[]> = {
  cpp: ['.cpp', '.cc', '.cxx', '.c++'],
  python: ['.py'],
  java: ['.java'],
  javascript: ['.js'],
};

export function languageOfFile(fileName: string): JudgeLanguage | undefined {
  const lower = fileName.toLowerCase();
  return judgeLanguages.find((language) => languageExtensions[language].some((ext) => lower.endsWith(ext)));
}

/** One test: `data/<group>/<name>.in` and its `.ans`. */
export interface PackageTest {
  /** `sample/1`, `secret/07`: the name the format gives it. */
  name: string;
  input: string;
  answer: string;
  /** The test's `<name>.yaml` `hint`: shown to a student whose submission fails the test (Test Case Hints). */
  hint?: string;
}

export interface PackageProgram {
  /** Path inside the package, e.g. `submissions/accepted/main.py`. */
  path: string;
  source: string;
}

export interface PackageSubmission extends PackageProgram {
  kind: SubmissionKind;
  language: JudgeLanguage;
}

/**
 * Everything a package holds, read and checked. `files` keeps every other file byte for byte
 * (LICENSE, NOTICE, generators, validators, solution notes, the original problem.yaml and
 * codearena.yaml), so an import followed by an export loses nothing.
 */
export interface ProblemPackage {
  /** The package's directory name: the problem's id in CodeArena. */
  slug: string;
  format: '2025-09' | 'legacy';
  uuid: string;
  title: string;
  /** The English statement and its file (`statement/problem.en.md`; legacy `problem_statement/…`). */
  statement: { format: 'markdown' | 'latex'; text: string; path: string };
  credits?: Credits;
  source?: ProblemSource;
  license: ProblemLicense;
  rightsOwner?: string;
  keywords: string[];
  /** The declared time limit in seconds (before the per-language multipliers). */
  timeLimitSeconds: number;
  /** time_resolution: the declared limit is at most the smallest multiple of it the timing rule allows (default 1.0 s). */
  timeResolutionSeconds: number;
  /** ac_to_time_limit and time_limit_to_tle (defaults 2.0 and 1.5). */
  timeMultipliers: { acToTimeLimit: number; timeLimitToTle: number };
  memoryMib: number;
  extension: CodearenaYaml;
  samples: PackageTest[];
  secret: PackageTest[];
  submissions: PackageSubmission[];
  inputValidators: PackageProgram[];
  generators: PackageProgram[];
  /** Starter code per language: `attachments/templates/<language>/<file>`. */
  templates: Partial<Record<JudgeLanguage, PackageProgram>>;
  /** Every file of the package by path, as bytes (the import archives them; the export writes them back). */
  files: Map<string, Uint8Array>;
}

/** The judge's default limits for a package that declares none (the format: "system default"). */
export const DEFAULT_TIME_LIMIT_SECONDS = 1;
export const DEFAULT_MEMORY_MIB = 256;

/** A package refused, naming the file at fault (relative to the package's parent, e.g. `a-plus-b/problem.yaml`). */
export class PackageError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'PackageError';
  }
}

/** zod issues as `path.to.key: message; …`, for a PackageError. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** A package's directory name, which becomes the problem's id: Kattis short names, lower case. */
export const packageSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'a package name is 1 to 63 lower-case letters, digits or dashes, starting with a letter or digit')
  // Weekly challenges' problems have ids `wc-…` (contract/api/challenges.ts): a package may not take one.
  .refine((slug) => !slug.startsWith('wc-'), 'a package name may not start with "wc-": those ids belong to weekly challenges');
