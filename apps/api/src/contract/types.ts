import type { components, paths } from '@cx/api-contract';

/**
 * The backend's view of the generated contract types: every operation by the key the server
 * routes it under ("POST /api/api-auth/login-sms"), with its request body, query, path
 * parameters and success body. The pipeline validates requests against the same contract before
 * a handler runs, so these types describe what a handler actually receives.
 */
export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type OperationKey = {
  [P in keyof paths]: { [M in Method]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P & string}` }[Method];
}[keyof paths];

type OperationOf<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? NonNullable<paths[P][Lowercase<M>]>
      : never
    : never
  : never;

/** One media type's body per operation; optional bodies may be absent. */
type MediaBody<R> = R extends { content: infer C } ? C[keyof C] : undefined;

export type RequestBody<K extends OperationKey> = OperationOf<K> extends { requestBody?: infer R } ? MediaBody<R> : undefined;

/** Query parameters, already coerced to their documented types (and defaults applied). */
export type QueryOf<K extends OperationKey> = NonNullable<OperationOf<K>['parameters']['query']>;

/** Path parameters, coerced like the query. */
export type PathOf<K extends OperationKey> = NonNullable<OperationOf<K>['parameters']['path']>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 300 | 301 | 302 | 303 | 304 | 307 | 308;
type Responses<K extends OperationKey> = OperationOf<K>['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON body of the operation's non-error answers (never when it answers with HTML or nothing). */
export type SuccessBody<K extends OperationKey> = JsonOf<Responses<K>[keyof Responses<K> & SuccessStatus]>;
