import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { RouteAccess } from '../../contract/routes';
import { errors } from './errors';

export type Role = 'student' | 'mentor' | 'admin';

/** Who is calling, from the claims the Cognito authorizer (or the local gateway) verified. */
export interface Caller {
  userId: string;
  email: string;
  groups: string[];
  role: Role;
}

/** Cognito puts groups in the id token as a list; API Gateway hands claims over as strings. */
function parseGroups(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw === '') return [];
  const trimmed = raw.replace(/^\[|\]$/g, '');
  return trimmed.split(/[\s,]+/).filter(Boolean);
}

export function roleFromGroups(groups: readonly string[]): Role {
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('mentor')) return 'mentor';
  return 'student';
}

export function callerFromClaims(claims: Record<string, unknown> | undefined): Caller | undefined {
  const userId = claims?.sub;
  if (typeof userId !== 'string' || userId === '') return undefined;
  const groups = parseGroups(claims?.['cognito:groups']);
  return { userId, email: String(claims?.email ?? ''), groups, role: roleFromGroups(groups) };
}

export function callerFromEvent(event: APIGatewayProxyEvent): Caller | undefined {
  return callerFromClaims(event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined);
}

/**
 * The authorizer only proves the token; the route's level (mentor, admin) is checked here, so a
 * student's valid token never opens a staff route.
 */
export function authorize(caller: Caller | undefined, access: RouteAccess): Caller | undefined {
  if (access === 'public') return caller;
  if (!caller) throw errors.authenticationRequired();
  if (access === 'admin' && caller.role !== 'admin') throw errors.staffOnly();
  if (access === 'mentor' && caller.role !== 'mentor' && caller.role !== 'admin') throw errors.staffOnly();
  return caller;
}
