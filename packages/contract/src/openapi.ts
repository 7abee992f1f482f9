// The OpenAPI 3.1 document of the content API, built from the same zod schemas the server
// validates with, so the document cannot describe a parameter or field the server does not have.
// Server-side only: it pulls in zod.
import { z } from 'zod';
import { adminEndpoints } from './admin/index.ts';
import type { AdminEndpoint } from './admin/index.ts';
import { ADMIN_API_PREFIX, ADMIN_SESSION_COOKIE } from './admin/roles.ts';
import { calls } from './calls.ts';
import type { CallName } from './calls.ts';
import { API_PREFIX, WECHAT_SHARE_CONFIG_PATH } from './constants.ts';
import { wechatShareConfigCall } from './wechat-share.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema. Recursive schemas (the menu tree) come with local `$defs`; those move
 * to the document's components under a name of their own, and their references follow.
 */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  owner: string,
  components: JsonSchema,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  if (!$defs) return rest;
  const rename = (text: string) =>
    text.replace(
      /"#\/\$defs\/([^"]+)"/g,
      (_match, name: string) => `"#/components/schemas/${owner}_${name}"`,
    );
  for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
    components[`${owner}_${name}`] = JSON.parse(rename(JSON.stringify(definition))) as JsonSchema;
  }
  return JSON.parse(rename(JSON.stringify(rest))) as JsonSchema;
}

/** The envelope around a result (SPEC section 7). */
function envelope(result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'result', 'message'],
    properties: { success: { type: 'boolean' }, result, message: { type: 'string' } },
  };
}

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

/** What the document needs of a public call: the table's calls, and those outside it (WeChat sharing). */
interface PublicCall {
  summary: string;
  query: z.ZodType;
  result: z.ZodType;
}

/** How the table's calls fail (SPEC section 7: result null, the message says why). */
const CALL_FAILURES = {
  '400': failureResponse('A parameter is missing or malformed; the message names it'),
  '404': failureResponse('The record does not exist'),
  '405': failureResponse('Another method; the Allow header names the right one'),
  '429': failureResponse('Too many requests from this address; try again later'),
};

function operation(
  name: string,
  call: PublicCall,
  components: JsonSchema,
  failures: Record<string, ReturnType<typeof failureResponse>> = CALL_FAILURES,
) {
  const query = jsonSchema(call.query, 'input', `${name}Query`, components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(query.required ?? []);
  const parameters = Object.entries(query.properties ?? {}).map(([parameter, schema]) => ({
    name: parameter,
    in: 'query',
    required: required.has(parameter),
    schema,
  }));
  return {
    operationId: name,
    summary: call.summary,
    parameters,
    responses: {
      '200': {
        description: 'The result in the envelope',
        content: {
          'application/json': {
            schema: envelope(jsonSchema(call.result, 'output', `${name}Result`, components)),
          },
        },
      },
      ...failures,
    },
  };
}

/** Parameters of a schema's object, in the path or the query. */
function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  owner: string,
  components: JsonSchema,
) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input', owner, components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, parameterSchema]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: parameterSchema,
  }));
}

/** One admin call (see admin/endpoint.ts): who may call it is part of its description. */
function adminOperation(name: string, endpoint: AdminEndpoint, components: JsonSchema) {
  const access =
    endpoint.access === 'public'
      ? 'No session needed.'
      : endpoint.access === 'signed-in'
        ? 'Any signed-in user.'
        : `Roles: ${endpoint.access.join(', ')}.`;
  const changes = endpoint.method !== 'GET';
  const success = endpoint.produces
    ? { description: 'The file', content: { [endpoint.produces]: { schema: { type: 'string' } } } }
    : {
        description: 'The result in the envelope',
        content: {
          'application/json': {
            schema: envelope(jsonSchema(endpoint.result, 'output', `${name}Result`, components)),
          },
        },
      };
  return {
    operationId: name,
    tags: ['admin'],
    summary: endpoint.summary,
    description: `${access}${changes ? ' A state-changing call: Origin must name this site, or Sec-Fetch-Site be same-origin (403 otherwise).' : ''}`,
    ...(endpoint.access === 'public' ? {} : { security: [{ adminSession: [] }] }),
    parameters: [
      ...parametersOf(endpoint.params, 'path', `${name}Params`, components),
      ...parametersOf(endpoint.query, 'query', `${name}Query`, components),
    ],
    ...(endpoint.consumes === 'multipart/form-data'
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
                },
              },
            },
          },
        }
      : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(endpoint.body, 'input', `${name}Body`, components) },
            },
          },
        }
      : {}),
    responses: {
      '200': success,
      '400': failureResponse(
        'A field is missing or malformed; result.issues lists { path, message } for each',
      ),
      '401': failureResponse('Not signed in (or, signing in, wrong e-mail or password)'),
      '403': failureResponse('The role may not do this, or the CSRF check failed'),
      '404': failureResponse('The record does not exist'),
      '409': failureResponse('Conflicts with the current state'),
      '429': failureResponse('Too many attempts; Retry-After says when to try again'),
    },
  };
}

/** The whole document; `serverUrl` is where the API is mounted (e.g. "/api"). */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  const schemas: JsonSchema = { Failure: envelope({ type: 'null' }) };
  for (const name of Object.keys(calls) as CallName[]) {
    paths[`${API_PREFIX}/${name}`] = {
      [calls[name].method.toLowerCase()]: operation(name, calls[name], schemas),
    };
  }
  paths[WECHAT_SHARE_CONFIG_PATH] = {
    get: operation('getWechatShareConfig', wechatShareConfigCall, schemas, {
      '400': failureResponse(
        'The address is missing, malformed or not of this site; result.issues lists { path, message }',
      ),
      '404': failureResponse('WeChat sharing is not set up'),
      '429': failureResponse('Too many requests from this address; try again later'),
      '503': failureResponse('WeChat cannot be reached or refuses; Retry-After says when to try again'),
    }),
  };
  const adminPaths: Record<string, Record<string, ReturnType<typeof adminOperation>>> = {};
  for (const [name, endpoint] of Object.entries(adminEndpoints) as [string, AdminEndpoint][]) {
    const path = ADMIN_API_PREFIX + endpoint.path.replace(/:(\w+)/g, '{$1}');
    (adminPaths[path] ??= {})[endpoint.method.toLowerCase()] = adminOperation(name, endpoint, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Content API',
      version: '1.0.0',
      description:
        "The read calls of the site, its two write calls (enquiries, visits), the signature of WeChat's share card, and the admin calls under /admin (session cookie, roles). Every answer, errors included, is the envelope { success, result, message }.",
    },
    servers: [{ url: serverUrl }],
    paths: { ...paths, ...adminPaths },
    components: {
      schemas,
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: ADMIN_SESSION_COOKIE,
          description: `\`__Host-${ADMIN_SESSION_COOKIE}\` on https`,
        },
      },
    },
  };
}
