import { z } from 'zod';

/**
 * `problem.yaml` of the ICPC/Kattis problem package format, version 2025-09 (spec/2025-09.md of
 * Kattis/problem-package-format, "Problem metadata"), and of the legacy format most archives still
 * use. Every map is strict: "any unknown keys should be treated as an error". Only what CodeArena
 * can honour is accepted: pass-fail problems judged by the default output comparison; a package
 * asking for more (scoring, interactive, custom validation) is refused rather than judged wrongly.
 */

/** "Full Name", "Full Name <mail@example.com>", or a map with the mandatory name. */
const personSchema = z.union([
  z.string().min(1),
  z.strictObject({ name: z.string().min(1), email: z.string().optional(), orcid: z.string().optional(), kattis: z.string().optional() }),
]);
const peopleSchema = z.union([personSchema, z.array(personSchema).min(1)]);

export const creditsSchema = z.union([
  z.string().min(1),
  z.strictObject({
    authors: peopleSchema.optional(),
    contributors: peopleSchema.optional(),
    testers: peopleSchema.optional(),
    translators: z.record(z.string(), peopleSchema).optional(),
    packagers: peopleSchema.optional(),
    acknowledgements: peopleSchema.optional(),
  }),
]);
export type Credits = z.infer<typeof creditsSchema>;

const sourceEntrySchema = z.union([z.string().min(1), z.strictObject({ name: z.string().min(1), url: z.url().optional() })]);
export const sourceSchema = z.union([sourceEntrySchema, z.array(sourceEntrySchema).min(1)]);
export type ProblemSource = z.infer<typeof sourceSchema>;

/** The format's licence values (no SPDX ids: an MIT or Apache package keeps its text in LICENSE). */
export const problemLicenses = ['unknown', 'public domain', 'cc0', 'cc by', 'cc by-sa', 'educational', 'permission'] as const;
export type ProblemLicense = (typeof problemLicenses)[number];

/** The judge's own bounds (contract/judge.ts judgeInputSchema): a package asking for more is refused. */
export const MAX_TIME_LIMIT_SECONDS = 20;
export const MAX_MEMORY_MIB = 1024;
export const MIN_MEMORY_MIB = 16;

const positiveInt = z.number().int().positive();

export const timeMultipliersSchema = z.strictObject({
  ac_to_time_limit: z.number().min(1).default(2),
  time_limit_to_tle: z.number().min(1).default(1.5),
});

export const limitsSchema = z.strictObject({
  time_multipliers: timeMultipliersSchema.optional(),
  time_limit: z.number().positive().max(MAX_TIME_LIMIT_SECONDS, `the judge runs ${MAX_TIME_LIMIT_SECONDS} s at most`).optional(),
  time_resolution: z.number().positive().optional(),
  memory: positiveInt.min(MIN_MEMORY_MIB).max(MAX_MEMORY_MIB, `the judge gives ${MAX_MEMORY_MIB} MiB at most`).optional(),
  output: positiveInt.optional(),
  code: positiveInt.optional(),
  compilation_time: positiveInt.optional(),
  compilation_memory: positiveInt.optional(),
  validation_time: positiveInt.optional(),
  validation_memory: positiveInt.optional(),
  validation_output: positiveInt.optional(),
  validation_passes: z.number().int().min(2).optional(),
});
export type ProblemLimits = z.infer<typeof limitsSchema>;

const passFailOnly = z
  .union([z.string(), z.array(z.string()).min(1)])
  .refine((t) => (Array.isArray(t) ? t : [t]).every((v) => v === 'pass-fail'), 'only pass-fail problems are supported (no scoring, interactive, multi-pass or submit-answer)');

/** English is the language CodeArena shows; other languages may be present. */
const nameSchema = z.union([z.string().min(1).max(120), z.record(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/), z.string().min(1).max(120))]);

function rightsOwnerRule(config: { license?: ProblemLicense; rights_owner?: string }, ctx: z.RefinementCtx) {
  if (config.license === 'public domain' && config.rights_owner !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['rights_owner'], message: 'must not be set when the license is public domain' });
  }
}

export const problemYamlSchema = z
  .strictObject({
    problem_format_version: z.literal('2025-09', 'this reader knows problem_format_version 2025-09 (or a legacy package)'),
    type: passFailOnly.optional(),
    name: nameSchema,
    uuid: z.uuid(),
    version: z.string().optional(),
    credits: creditsSchema.optional(),
    source: sourceSchema.optional(),
    license: z.enum(problemLicenses).optional(),
    rights_owner: z.string().min(1).optional(),
    embargo_until: z.string().optional(),
    limits: limitsSchema.optional(),
    keywords: z.array(z.string().min(1).max(40)).max(20).optional(),
    languages: z.union([z.literal('all'), z.array(z.string()).min(1)]).optional(),
    allow_file_writing: z.boolean().optional(),
    constants: z.record(z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/), z.union([z.number(), z.string()])).optional(),
  })
  .superRefine(rightsOwnerRule);
export type ProblemYaml = z.infer<typeof problemYamlSchema>;

/**
 * Legacy `problem.yaml` (spec/legacy.md): no uuid (the importer derives one from the package name),
 * `author`/`source`/`source_url` instead of credits, keywords as one space-separated string, and
 * the time limit outside the file (a `.timelimit` file, or the judge's default).
 */
export const legacyProblemYamlSchema = z
  .strictObject({
    problem_format_version: z.enum(['legacy', 'legacy-icpc']).optional(),
    name: nameSchema.optional(),
    uuid: z.uuid().optional(),
    type: passFailOnly.optional(),
    author: z.string().min(1).optional(),
    source: z.string().min(1).optional(),
    source_url: z.url().optional(),
    license: z.enum(problemLicenses).optional(),
    rights_owner: z.string().min(1).optional(),
    limits: z
      .strictObject({
        time_multiplier: z.number().min(1).optional(),
        time_safety_margin: z.number().min(1).optional(),
        memory: positiveInt.min(MIN_MEMORY_MIB).max(MAX_MEMORY_MIB, `the judge gives ${MAX_MEMORY_MIB} MiB at most`).optional(),
        output: positiveInt.optional(),
        code: positiveInt.optional(),
        compilation_time: positiveInt.optional(),
        compilation_memory: positiveInt.optional(),
        validation_time: positiveInt.optional(),
        validation_memory: positiveInt.optional(),
        validation_output: positiveInt.optional(),
      })
      .optional(),
    validation: z.literal('default', 'only default validation is supported (no custom output validators)').optional(),
    validator_flags: z.string().max(0, 'validator flags (float tolerance, case or space sensitivity) are not supported: answers are compared exactly').optional(),
    keywords: z.string().optional(),
    languages: z.string().optional(),
  })
  .superRefine(rightsOwnerRule);
export type LegacyProblemYaml = z.infer<typeof legacyProblemYamlSchema>;

/**
 * A test's own `<name>.yaml` (2025-09 test case configuration): only `hint` and `description`.
 * Arguments and feedback flags change how a test runs, which CodeArena does not support: refused.
 */
export const testCaseYamlSchema = z.strictObject({
  hint: z.string().trim().min(1).max(500).optional(),
  description: z.string().max(2000).optional(),
});
