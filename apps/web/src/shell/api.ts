import { MESSAGES, STORAGE_KEYS, type ApiFailure } from '@portal/domain';
import type { paths } from './apiSchema.gen';
import { isOffline } from './online';

/**
 * The one way the app talks to the API (docs/rules.md, "Requests, messages and errors"):
 * - every path is under /api on the same origin; the access token from local storage
 *   travels as a bearer header unless the call is public;
 * - GET payloads go as query parameters;
 * - a new call with the same `key` cancels an earlier pending one;
 * - a failure becomes an ApiError whose message is the server's `msg`, or
 *   'Something went Wrong...!', or 'Network Error' when no answer came (offline, that the action
 *   needs a connection: docs/rules.md, "The installed app and offline").
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

/**
 * The failure of a call that got no answer: 'Network Error', or while the browser is offline the
 * plain word that it needs a connection and nothing was sent.
 */
export const noAnswer = (): ApiError => new ApiError(isOffline() ? MESSAGES.offlineAction : MESSAGES.networkError, 0);

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

async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
    throw noAnswer();
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

/*
 * The typed calls (docs/architecture.md, "One contract"): `paths` is generated from the server's
 * OpenAPI document (npm run api:types), so a path, its parameters, its body and its answer are the
 * ones the server's route declares. Types only: nothing of the contract reaches the bundle.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** Every path that answers `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<Part> = Part extends { content: { 'application/json': infer Content } } ? Content : never;

/** The successful (200 or 201) answer of `method` on `path`, as the server's route declares it. */
export type ApiAnswer<P extends ApiPath<M>, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer Responses } ? Json<Responses[Extract<keyof Responses, 200 | 201>]> : never;

/** The JSON body of `method` on `path`; a route that declares none takes FormData (uploads) or nothing. */
export type ApiBody<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Body }
    ? [Json<NonNullable<Body>>] extends [never]
      ? FormData | undefined
      : Json<NonNullable<Body>>
    : FormData | undefined;

/** The path parameters of `method` on `path` ({id} in '/faculty/exam/{id}'). */
type PathParams<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? Params : never;

type QueryOf<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { query: infer Q } }
    ? { query: Q }
    : { query?: NonNullable<Operation<P, M>['parameters']['query']> };
type ParamsOf<P extends ApiPath<M>, M extends Method> = [PathParams<P, M>] extends [never]
  ? { params?: never }
  : { params: PathParams<P, M> };

/** A call's options: the path's parameters and query as its route declares them, and the client's own. */
export type CallOptions<P extends ApiPath<M>, M extends Method> = Omit<RequestOptions, 'body' | 'query'> &
  QueryOf<P, M> &
  ParamsOf<P, M>;

/** The options can be left out when nothing in them is required. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];
type BodyArguments<Body, Options> = undefined extends Body
  ? object extends Options
    ? [body?: Body, options?: Options]
    : [body: Body, options: Options]
  : [body: Body, ...OptionsArgument<Options>];

/** '/faculty/exam/{id}' with `{ id }` filled in, each value encoded. */
const fillPath = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

function call<M extends Method, T>(
  method: M,
  path: string,
  options: Omit<RequestOptions, 'query'> & { query?: unknown; params?: unknown } = {},
): Promise<T> {
  const { params, query, ...rest } = options;
  return apiRequest<T>(method.toUpperCase(), fillPath(path, params as Record<string, string>), {
    ...rest,
    query: query as Query | undefined,
  });
}

export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArgument<CallOptions<P, 'get'>>) =>
    call<'get', ApiAnswer<P, 'get'>>('get', path, options),
  post: <P extends ApiPath<'post'>>(
    path: P,
    ...[body, options]: BodyArguments<ApiBody<P, 'post'>, CallOptions<P, 'post'>>
  ) => call<'post', ApiAnswer<P, 'post'>>('post', path, { ...options, body }),
  put: <P extends ApiPath<'put'>>(
    path: P,
    ...[body, options]: BodyArguments<ApiBody<P, 'put'>, CallOptions<P, 'put'>>
  ) => call<'put', ApiAnswer<P, 'put'>>('put', path, { ...options, body }),
  delete: <P extends ApiPath<'delete'>>(
    path: P,
    ...[body, options]: BodyArguments<ApiBody<P, 'delete'>, CallOptions<P, 'delete'>>
  ) => call<'delete', ApiAnswer<P, 'delete'>>('delete', path, { ...options, body }),
};

/**
 * For code generic over the kind it serves (the request kit): the paths whose `method` answers an
 * `Answer` and, when given, takes a `Body`. The kit states what it needs of a path once; each kind's
 * literal paths are checked against the generated contract where the kind is defined.
 */
export type ApiRoute<M extends Method, Answer, Body = never> = {
  [P in ApiPath<M>]: ApiAnswer<P, M> extends Answer
    ? [Body] extends [never]
      ? P
      : [Body] extends [ApiBody<P, M>]
        ? P
        : never
    : never;
}[ApiPath<M>];

/** Calls a path typed by what it answers and takes ({@link ApiRoute}): the request kit's calls. */
export const apiRoute = <M extends Method, Answer, Body = never>(
  method: M,
  path: ApiRoute<M, Answer, Body>,
  options: Omit<RequestOptions, 'body' | 'query'> & { body?: Body; query?: object; params?: object } = {},
): Promise<Answer> => call<M, Answer>(method, path, options);

/** True when an error only says that a newer call replaced this one. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
