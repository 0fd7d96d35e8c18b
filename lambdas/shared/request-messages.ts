/**
 * What a 400 says when a request breaks a schema rule that carries no message of its own. The
 * contract's messages (the spec's texts) always win; zod's defaults ("Invalid input: expected string,
 * received undefined") become a sentence naming the field and what it needs, so whoever calls the API
 * can act on it.
 */
import { z } from 'zod';

type Issue = z.core.$ZodIssue;

const zodDefault = z.locales.en().localeError;
/** zod's invalid_type text names what it received, which the issue no longer holds to compare. */
const DEFAULT_INVALID_TYPE = /^Invalid input: expected [\w ]+, received (\w+)$/;

/** `displayName` → `Display name`; the last named segment of the path, or the body itself. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (name === undefined) return 'The request';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};
const kindOf = (expected: string) => kinds[expected] ?? `a ${expected}`;

function isZodDefault(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return DEFAULT_INVALID_TYPE.test(issue.message);
  const produced = zodDefault(issue as Parameters<typeof zodDefault>[0]);
  return (typeof produced === 'string' ? produced : produced?.message) === issue.message;
}

function sizeRule(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
  const exclusive = issue.inclusive === false;
  const most = issue.code === 'too_big';
  const limit = `${most ? (exclusive ? 'less than' : 'at most') : exclusive ? 'more than' : 'at least'} ${String(bound)}`;
  if (issue.origin === 'string') return `must be ${limit} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${limit} items`;
  return `must be ${limit}`;
}

function ruleOf(issue: Issue, field: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return DEFAULT_INVALID_TYPE.exec(issue.message)?.[1] === 'undefined' ? `${field} is required.` : `${field} must be ${kindOf(issue.expected)}.`;
    case 'too_big':
    case 'too_small':
      return `${field} ${sizeRule(issue)}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return `${field} is not a valid ${issue.format === 'regex' ? 'value' : issue.format}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${field} is not valid.`;
  }
}

/** The issue's own message when the contract gave one; otherwise a sentence a person can act on. */
export function requestIssueMessage(issue: Issue): string {
  return isZodDefault(issue) ? ruleOf(issue, fieldLabel(issue.path)) : issue.message;
}
