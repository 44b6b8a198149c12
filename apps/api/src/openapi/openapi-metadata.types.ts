import type { ErrorCode } from '@freight/shared';

/** An OpenAPI 3.0 schema object, as far as the generators here write one. */
export type SchemaObject = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  description?: string;
  [keyword: string]: unknown;
};

/**
 * What the sources say about one handler: its JSON answer (none for no body) and the statuses it sets itself
 * with that answer, or the media types of the file it sends; the error codes it can throw.
 */
export type OperationMetadata = {
  response?: SchemaObject;
  statuses?: number[];
  files?: string[];
  errorCodes: ErrorCode[];
};

/** Operations keyed by `ControllerClass.method`; authCodes: what the sign-in strategies refuse a token with. */
export type OpenApiMetadata = {
  operations: Record<string, OperationMetadata>;
  schemas: Record<string, SchemaObject>;
  authCodes?: ErrorCode[];
};
