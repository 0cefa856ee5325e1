/**
 * What a handler of an operation is called with and may answer, from an operation type that
 * openapi-typescript generated (`operations[id]` of src/generated/*). Shared by the platform's
 * handlers (src/apis/handler.ts) and the control API's (src/admin/handler.ts).
 */
interface OperationShape {
  parameters: { query?: unknown; path?: unknown };
  requestBody?: unknown;
  responses: object;
}

type Defined<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** Path parameters, by name. */
export type PathParamsIn<O extends OperationShape> = Defined<O['parameters']['path']>;
/** Query parameters, coerced to their declared types. */
export type QueryIn<O extends OperationShape> = Defined<O['parameters']['query']>;

type BodyContent<B> = B extends { content: infer C } ? C[keyof C] : undefined;
/** The request body as the document declares it (undefined when it may be left out). */
export type BodyIn<O extends OperationShape> = 'requestBody' extends keyof O
  ? undefined extends O['requestBody']
    ? BodyContent<NonNullable<O['requestBody']>> | undefined
    : BodyContent<O['requestBody']>
  : undefined;

type Declared<O extends OperationShape> = Exclude<keyof O['responses'], 'default'>;

/** An answer the operation declares: its status, and the body declared for that status. */
export type ReplyIn<O extends OperationShape> = {
  [S in Declared<O>]: {
    status: S;
    body?: BodyContent<O['responses'][S]>;
    headers?: Record<string, string>;
    /** The media type, when it is not `application/json` (SCIM's `application/scim+json`). */
    type?: string;
  };
}[Declared<O>];
