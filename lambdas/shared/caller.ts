import type { APIGatewayProxyEvent } from 'aws-lambda';
import { canAccess, roleFromGroups, type Role, type RouteAccess } from '@contract/roles';
import { errors } from './errors';

export type { Role } from '@contract/roles';
export { roleFromGroups } from '@contract/roles';

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
  if (!canAccess(caller.role, access)) throw errors.staffOnly();
  return caller;
}
