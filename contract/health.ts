import { z } from 'zod';

/** The components GET /api/health reports on, locally and in AWS. */
export const healthComponents = ['table', 'auth', 'storage', 'workflow', 'gateway'] as const;
export type HealthComponent = (typeof healthComponents)[number];

export const componentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  /** Why it is down, or what answered. */
  detail: z.string().optional(),
  latencyMs: z.number().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['up', 'down']),
  components: z.record(z.enum(healthComponents), componentHealthSchema),
  checkedAt: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
