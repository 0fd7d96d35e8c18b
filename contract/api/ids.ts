import { z } from 'zod';

/**
 * Id formats, once. Every id that reaches a key of the table is bounded, so an over-long one answers
 * 400 before DynamoDB's key limit (2 KB partition, 1 KB sort) could turn it into a 500.
 */
export const MAX_ID_LENGTH = 100;
/** Cognito `sub`: a UUID, but other pools (and the local emulator) may differ, so only bounded. */
export const userIdSchema = z.string().min(1).max(128);
export const sessionIdSchema = z.string().min(1).max(MAX_ID_LENGTH);
export const problemIdSchema = z.string().min(1).max(MAX_ID_LENGTH);
export const submissionIdSchema = z.string().min(1).max(MAX_ID_LENGTH);
/** RFC 5321: an address is at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
