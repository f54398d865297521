import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiOverride,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { addressSchema } from '@campuseats/common/addresses';
import { pricedCartSchema } from '@campuseats/common/cart';
import { apiErrorBodySchema, ERROR_STATUS, NOT_AUTHENTICATED_MESSAGE, type ErrorCode } from '@campuseats/common/errors';
import { trackedOrderSchema, vendorEaterySchema } from '@campuseats/common/orderLifecycle';
import { orderSchema } from '@campuseats/common/orders';
import { REGISTRATION_INCOMPLETE_MESSAGE, REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import { menuItemSchema, restaurantSummarySchema } from '@campuseats/common/restaurants';
import { userProfileSchema } from '@campuseats/common/users';
import { RESPONSE_DEADLINE_MS } from '../lib/deadline';
import { DECLARED, rolesOf, type Declared } from '../lib/endpoints';
import { PUBLIC_READ_CACHE_CONTROL } from '../lib/httpCache';
import { RATE_LIMITS } from '../lib/rateLimit';
import { MAX_BODY_BYTES } from '../lib/runtimeBodyParsers';
import { NO_EATERY, TAGS, type Answer, type RateLimitClass } from '@campuseats/common/api/contract';
import { API_BASE_PATH, type Access } from '@campuseats/common/api/route';

/** The OpenAPI 3.1 document, built by zod-openapi from the contract; docs/api.md is rendered from it. */

const SECURITY_SCHEME = 'firebaseIdToken';

/** Named schemas: each appears once under components.schemas and is referenced wherever an answer holds it. */
const NAMED_SCHEMAS = {
  ApiError: apiErrorBodySchema,
  RestaurantSummary: restaurantSummarySchema,
  MenuItem: menuItemSchema,
  UserProfile: userProfileSchema,
  Address: addressSchema,
  PricedCart: pricedCartSchema,
  Order: orderSchema,
  TrackedOrder: trackedOrderSchema,
  VendorEatery: vendorEaterySchema,
};

/** OpenAPI 3.1 lets a bearer scheme's requirement list the roles it needs. */
function securityOf(access: Access): oas31.SecurityRequirementObject[] {
  const roles = rolesOf(access);
  if (roles) return [{ [SECURITY_SCHEME]: roles }];
  return access === 'anyone' ? [] : [{}, { [SECURITY_SCHEME]: [] }];
}

const WHO: Record<Access, string> = {
  anyone: 'Anyone: no token needed.',
  'anyone-token-optional': 'Anyone: a token is optional; a valid one identifies the caller.',
  'signed-in': 'Any signed-in account (student, vendor or admin).',
  student: 'A student: a token whose `role` claim is `user` (or absent).',
  'registered-student': 'A student (role `user`) who finished signup with POST /auth/register.',
  vendor: 'A vendor: a token whose `role` claim is `vendor`; it reaches only the eatery it owns.',
  admin: 'An admin: a token whose `role` claim is `admin`.',
};

const RETRY_AFTER: oas31.HeaderObject = {
  description: 'Seconds to wait before sending the same request again.',
  schema: { type: 'integer', minimum: 1 },
};

function windowText(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes === 1) return 'a minute';
  if (minutes === 60) return 'an hour';
  return `${minutes} minutes`;
}

function rateLimitText(name: RateLimitClass): string {
  const { max, windowMs, by } = RATE_LIMITS[name];
  const per = by === 'user' ? 'account' : 'client address';
  return `more than ${max} requests in ${windowText(windowMs)} from one ${per} (limit \`${name}\`, \`details.reason\` \`rate-limited\`): "Too many requests. Please wait a little and try again."`;
}

const takesInput = (endpoint: Declared) => Boolean(endpoint.body ?? endpoint.query ?? endpoint.pathParams ?? endpoint.headers);

/** What each error code means for this endpoint: its own cases, then the ones every endpoint of its kind has. */
function errorCases(endpoint: Declared): [ErrorCode, string][] {
  const cases: [ErrorCode, string][] = [];
  const add = (code: ErrorCode, text: string | undefined) => text && cases.push([code, text]);
  if (takesInput(endpoint)) {
    add(
      'invalid-argument',
      `A field fails its schema: \`message\` reads "field: why", \`error.details\` holds zod's flattened issues (\`formErrors\`, \`fieldErrors\`)${endpoint.body ? '; or the body is not valid JSON' : ''}.`,
    );
  }
  const roles = rolesOf(endpoint.access);
  if (roles) add('unauthenticated', `No valid Firebase ID token (missing, expired, revoked, or a disabled account): "${NOT_AUTHENTICATED_MESSAGE}".`);
  if (roles?.length) add('permission-denied', 'The account’s role is another: "You do not have access to this".');
  if (endpoint.access === 'registered-student') {
    add(
      'permission-denied',
      `The account never finished signup (\`details.reason\` \`${REGISTRATION_INCOMPLETE_REASON}\`): "${REGISTRATION_INCOMPLETE_MESSAGE}"`,
    );
  }
  if (endpoint.body) {
    add('payload-too-large', `A body over ${MAX_BODY_BYTES / 1024} KB.`);
    add('unsupported-media-type', 'A body that is not JSON (`Content-Type: application/json`), or a compressed one.');
  }
  if (endpoint.rateLimit) add('resource-exhausted', `Over the rate limit: ${rateLimitText(endpoint.rateLimit)}`);
  const own = endpoint.access === 'vendor' ? { 'not-found': NO_EATERY, ...endpoint.errors } : endpoint.errors;
  for (const [code, text] of Object.entries(own ?? {}) as [ErrorCode, string][]) add(code, text);
  add('internal', 'An unexpected failure (logged): "Something went wrong. Please try again."');
  add(
    'unavailable',
    'Nothing was applied; send the same request again after Retry-After: the database was unreachable for a moment ' +
      `(\`details.reason\` \`database-unavailable\`), a write lost to others or ran out of time (\`contention\`, \`write-deadline\`, \`busy\`), or no answer within ${RESPONSE_DEADLINE_MS / 1000} s (\`timeout\`).`,
  );
  return cases;
}

function errorResponses(endpoint: Declared): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, string[]>();
  for (const [code, text] of errorCases(endpoint)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), `\`${code}\`: ${text}`]);
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
    const retries = status === ERROR_STATUS['resource-exhausted'] || status === ERROR_STATUS.unavailable;
    responses[`${status}` as `4${string}`] = {
      description: lines.join('\n\n'),
      ...(retries ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: apiErrorBodySchema } },
    };
  }
  return responses;
}

const CACHE_HEADERS: oas31.HeadersObject = {
  'Cache-Control': { description: `\`${PUBLIC_READ_CACHE_CONTROL}\`: any cache may keep the answer.`, schema: { type: 'string' } },
  ETag: { description: 'A weak validator of the body; send it back as If-None-Match.', schema: { type: 'string' } },
};

function successResponse(endpoint: Declared, answer: Answer): ZodOpenApiResponseObject {
  const headers: oas31.HeadersObject = {
    ...(endpoint.publicCacheable ? CACHE_HEADERS : {}),
    ...Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
  };
  const schema = answer.schema ?? ({ type: 'object', description: 'An OpenAPI 3.1 document.' } satisfies oas31.SchemaObject);
  return {
    description: answer.description,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema } },
  };
}

const ifNoneMatch = z.object({ 'If-None-Match': z.string().optional() });

function operationOf(endpoint: Declared): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const answer of endpoint.answers) responses[`${answer.status}`] = successResponse(endpoint, answer);
  if (endpoint.publicCacheable) responses['304'] = { description: 'Not Modified: If-None-Match names the current ETag. No body.' };
  Object.assign(responses, errorResponses(endpoint));

  // No public read takes headers of its own.
  const headers = endpoint.publicCacheable ? ifNoneMatch : endpoint.headers;
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, '').replace(/(^|[/_-])(\w)/g, (_all, _sep: string, letter: string) => letter.toUpperCase())}`,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    'x-access': WHO[endpoint.access],
    security: securityOf(endpoint.access),
    requestParams: {
      ...(endpoint.pathParams ? { path: endpoint.pathParams } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(headers ? { header: headers } : {}),
    },
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: endpoint.documentedBody ?? endpoint.body } } } } : {}),
    responses,
  };
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The end of a chain of pipes: anyCaseEnum is a string, lowercased, then checked against an enum. */
function pipeEnd(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  return def.type === 'pipe' ? pipeEnd((def as z.core.$ZodPipeDef).out) : schema;
}

/** Corrects zod's JSON Schema where it would mislead a client: any-case enums, the `id` the JSON replacer adds, and meaningless integer bounds. */
const override: ZodOpenApiOverride = ({ jsonSchema, zodSchema, io }) => {
  const end = pipeEnd(zodSchema);
  if (io === 'input' && end !== zodSchema && end._zod.def.type === 'enum') {
    const values = Object.values((end._zod.def as z.core.$ZodEnumDef).entries);
    jsonSchema.description = `One of ${values.map((value) => `\`${value}\``).join(', ')}, in any letter case.`;
  }
  if (io === 'output' && jsonSchema.type === 'object') {
    if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    const properties = jsonSchema.properties;
    if (properties?._id && !properties.id) {
      properties.id = { type: 'string', description: 'The same as `_id`.' };
      jsonSchema.required = [...(jsonSchema.required ?? []), 'id'];
    }
  }
  if (jsonSchema.maximum === MAX_SAFE) delete jsonSchema.maximum;
  if (jsonSchema.minimum === -MAX_SAFE) delete jsonSchema.minimum;
};

const DESCRIPTION = `The API of CampusEats, served by one Firebase HTTPS function under \`${API_BASE_PATH}\` on the app's own origin (Hosting rewrites \`/api/**\` to it).

- **Sign-in**: send a Firebase Auth ID token of the project as \`Authorization: Bearer <token>\`. The role is the token's custom claim \`role\` (\`user\` for a student when absent, \`vendor\`, \`admin\`); the uid and role always come from the token, never from a body.
- **Errors** answer one shape, \`ApiError\`: \`{ success: false, message, error: { code, message, details? } }\`. \`message\` is for a person; \`error.code\` is Firebase's error vocabulary; \`error.details.reason\`, where there is one, tells a client what to do.
- **Bodies** are JSON, at most ${MAX_BODY_BYTES / 1024} KB, uncompressed. Unknown fields are ignored; a price, total, role, uid or wallet balance is never taken from a client. Money is whole rupees.
- **Answers**: every object with an \`_id\` also carries it as \`id\`; a client should ignore fields it does not know. Answers are \`Cache-Control: no-store\` except the public reads, which carry an ETag and answer 304 to a matching If-None-Match.
- **Busy moments**: a write either applies and answers 2xx, or applies nothing and answers 409, 429 or 503 (the latter two with Retry-After).`;

let built: oas31.OpenAPIObject | undefined;

/** The document, built once per process. */
export function openApiDocument(): oas31.OpenAPIObject {
  if (built) return built;
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of DECLARED) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(endpoint) };
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'CampusEats API', version: '1', description: DESCRIPTION },
      servers: [{ url: API_BASE_PATH, description: 'The app’s own origin.' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      paths,
      components: {
        schemas: NAMED_SCHEMAS,
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A Firebase Auth ID token. Where an operation lists roles, the account’s role must be one of them: the role an admin gave it, as it is at the request (the token’s `role` claim may be older).',
          },
        },
      },
    },
    { override },
  );
  describeParameters(document);
  built = document;
  return document;
}

/** zod-openapi reads parameter descriptions from schema metadata, which the shared schemas do not carry: add them here. */
function describeParameters(document: oas31.OpenAPIObject): void {
  for (const endpoint of DECLARED) {
    const operation = document.paths?.[endpoint.path]?.[endpoint.method];
    for (const parameter of operation?.parameters ?? []) {
      if ('$ref' in parameter) continue;
      const note =
        endpoint.parameterNotes?.[parameter.name] ??
        (parameter.name === 'If-None-Match' ? 'An ETag of an earlier answer: 304 while it is current.' : undefined);
      const choices = parameter.schema && !('$ref' in parameter.schema) ? parameter.schema.description : undefined;
      const description = [note, choices].filter(Boolean).join(' ');
      if (description) parameter.description = description;
    }
  }
}
