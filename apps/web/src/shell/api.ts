import { MESSAGES, STORAGE_KEYS, type ApiFailure } from '@portal/domain';

/**
 * The one way the app talks to the API (docs/rules.md, "Requests, messages and errors"):
 * - every path is under /api on the same origin; the access token from local storage
 *   travels as a bearer header unless the call is public;
 * - GET payloads go as query parameters;
 * - a new call with the same `key` cancels an earlier pending one;
 * - a failure becomes an ApiError whose message is the server's `msg`, or
 *   'Something went Wrong...!', or 'Network Error' when no answer came.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the server never answered. */
    readonly status: number,
    /** The failing fields of a 400, as the server listed them. */
    readonly fieldErrors: ApiFailure['errors'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  /** JSON body (or FormData for uploads). */
  body?: unknown;
  query?: Query;
  /** Calls sharing a key cancel each other: only the newest stays pending. */
  key?: string;
  /** Public calls send no token. */
  public?: boolean;
  signal?: AbortSignal;
}

const pendingByKey = new Map<string, AbortController>();

declare global {
  interface Window {
    /** GET calls index.html started before the app's code arrived (build/firstScreenPreload.ts), by address. */
    portalEarly?: Record<string, { token: string; response: Promise<Response> } | undefined>;
  }
}

/** The answer to a GET that index.html already asked for with the same token, taken once. */
function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.portalEarly?.[url];
  if (!early) return undefined;
  delete window.portalEarly![url];
  return early.token === token ? early.response : undefined;
}

/** Called when the server says the token no longer works (401); the session clears itself. */
let onUnauthorized: (() => void) | undefined;
export const setUnauthorizedHandler = (handler: (() => void) | undefined): void => {
  onUnauthorized = handler;
};

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);
export const clearToken = (): void => {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.area);
};

const buildUrl = (path: string, query?: Query): string => {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url.pathname + url.search;
};

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  if (options.key) {
    pendingByKey.get(options.key)?.abort();
    pendingByKey.set(options.key, controller);
  }
  options.signal?.addEventListener('abort', () => controller.abort());

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token && !options.public) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const early = method === 'GET' && !options.public ? takeEarly(url, token) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: controller.signal }));
  } catch (error) {
    if (controller.signal.aborted) throw error;
    throw new ApiError(MESSAGES.networkError, 0);
  } finally {
    if (options.key && pendingByKey.get(options.key) === controller) pendingByKey.delete(options.key);
  }

  const payload = (await response.json().catch(() => undefined)) as
    (T & { success?: boolean; msg?: string; errors?: ApiFailure['errors'] }) | undefined;
  if (!response.ok || payload?.success === false) {
    if (response.status === 401 && token && !options.public) onUnauthorized?.();
    throw new ApiError(payload?.msg || MESSAGES.somethingWentWrong, response.status, payload?.errors ?? []);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};

/** True when an error only says that a newer call replaced this one. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
