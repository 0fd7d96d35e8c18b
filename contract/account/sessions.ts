import { z } from 'zod';

export const deviceTypes = ['desktop', 'mobile', 'tablet'] as const;

/** POST /me/sessions: recorded at each sign-in, per device (docs/requirements/accounts.md §9). */
export const startSessionSchema = z.object({
  deviceType: z.enum(deviceTypes),
  deviceName: z.string().trim().min(1).max(100),
  browser: z.string().trim().max(100).default('Unknown'),
  os: z.string().trim().max(100).default('Unknown'),
  language: z.string().max(35).optional(),
  timezone: z.string().max(64).optional(),
  /**
   * Chosen by the browser and kept before posting, so a post repeated after a reload records the
   * same session once (the server answers the existing record). Absent: the server picks one.
   */
  sessionId: z.uuid().optional(),
});

export const sessionSchema = z.object({
  sessionId: z.string(),
  deviceType: z.enum(deviceTypes),
  deviceName: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string().optional(),
  createdAt: z.string(),
  lastActive: z.string(),
  isActive: z.boolean(),
});
export type UserSession = z.infer<typeof sessionSchema>;

/** GET /me/sessions shows the latest 3 (docs/requirements/accounts.md §12). */
export const SESSIONS_SHOWN = 3;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });

/** POST /me/sign-out: the session ends and presence goes offline. */
export const signOutSchema = z.object({ sessionId: z.string().min(1).max(100).optional() });
