import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { AnyHttpRoute, RouteResponse } from '@contract/http/route';
import { apiTimeoutMs } from '../config/app';

/** A failed API call. `message` is the server's own message when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (network failure or timeout). */
    readonly status: number,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const timeoutMessage = 'Request timed out. Please try again.';
export const networkMessage = 'Network error. Please check your connection.';

export interface ApiClientOptions {
  /** API root from /config.json: absolute, or `/api` behind CloudFront and the local dev server. */
  readonly baseUrl: string;
  /** The signed-in user's id token, or null. */
  readonly getIdToken: () => Promise<string | null>;
  /** docs/requirements/shell.md §9: a 401 clears the session and sends the browser to /login. */
  readonly onUnauthorized: () => void | Promise<void>;
  readonly fetchFn?: typeof fetch;
  readonly timeoutMs?: number;
}

export interface RequestOptions<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  /** Validates the response; the result is typed by it. */
  readonly schema?: z.ZodType<T>;
  readonly signal?: AbortSignal;
}

/** A part may be left out when nothing in it is required. */
type Part<K extends string, T> = {} extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What a call to a route takes, typed by the route's own schemas: its path parameters, its query and
 * its body, each required when the route requires something in it.
 */
export type CallInput<R extends AnyHttpRoute> = Part<'params', z.input<R['params']>> &
  Part<'query', z.input<R['query']>> &
  Part<'body', z.input<R['body']>> & { signal?: AbortSignal };

export interface ApiClient {
  /** Calls a route of the contract (contract/api): its method and path, its answer parsed by its response schema. */
  call<R extends AnyHttpRoute>(route: R, input?: CallInput<R>): Promise<RouteResponse<R>>;
  /** A raw call by path, for what is not a route of the contract. */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** `/users/{userId}` with `{ userId: 'a/b' }` → `/users/a%2Fb`: each parameter one encoded segment. */
export function routePath(route: AnyHttpRoute, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.id} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getIdToken, onUnauthorized, fetchFn = (...args) => fetch(...args), timeoutMs = apiTimeoutMs } = options;
  const root = baseUrl.replace(/\/+$/, '');

  return apiClientOver(
    {
      async request<T>(path: string, { method = 'GET', body, schema, signal }: RequestOptions<T> = {}) {
        const headers = await requestHeaders(getIdToken, body !== undefined);
        const response = await fetchWithTimeout(
          fetchFn,
          `${root}/${path.replace(/^\/+/, '')}`,
          {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal,
          },
          timeoutMs,
        );
        const payload = await readBody(response);
        if (response.status === 401) await onUnauthorized();
        if (!response.ok) throw new ApiError(serverMessage(payload) ?? `Request failed with status ${response.status}.`, response.status, payload);
        if (!schema) return payload as T;
        const parsed = schema.safeParse(payload);
        if (!parsed.success) throw new ApiError('The server sent an unexpected response.', response.status, payload);
        return parsed.data;
      },
    }.request,
  );
}

/** An API client over a raw request function (the network one, or a test's): `call` builds on it. */
export function apiClientOver(request: ApiClient['request']): ApiClient {
  return {
    request,
    async call(route, input = {} as never) {
      const { params, query, body, signal } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        signal?: AbortSignal;
      };
      return request(`${routePath(route, params)}${queryString(query)}`, { method: route.method, body, schema: route.response, signal }) as never;
    },
  };
}

async function requestHeaders(getIdToken: () => Promise<string | null>, hasBody: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // A failure to read the session means "not signed in" for public routes; protected ones answer 401.
  const token = await getIdToken().catch(() => null);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function fetchWithTimeout(fetchFn: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const callerSignal = init.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetchFn(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(timeoutMessage, 0);
    if (callerSignal?.aborted) throw error;
    throw new ApiError(networkMessage, 0);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverMessage(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <AppProvider>.');
  return client;
}
