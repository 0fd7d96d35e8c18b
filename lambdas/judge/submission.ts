import { z } from 'zod';
import { judgeLanguages } from '../../contract/judge';

/**
 * The judge workflow's input and the state its tasks pass along (lib/judge/workflow-definition.ts).
 * PLACEHOLDER shapes until the judge issue (#3) settles the judge contract of DESIGN §4.
 */
export const judgeTestSchema = z.object({ id: z.string(), input: z.string(), expected: z.string() });
export type JudgeTest = z.infer<typeof judgeTestSchema>;

export const limitsSchema = z.object({
  timeLimitMs: z.number().int().positive().default(2000),
  memoryLimitMb: z.number().int().positive().default(256),
});

export const submissionSchema = z.object({
  submissionId: z.string().min(1),
  userId: z.string().min(1),
  problemId: z.string().min(1),
  language: z.enum(judgeLanguages),
  source: z.string(),
  limits: limitsSchema.prefault({}),
});
export type Submission = z.infer<typeof submissionSchema>;

export interface TestBatch {
  index: number;
  count: number;
  tests: JudgeTest[];
}
