// GET /api/openapi.json: a valid OpenAPI 3.1 document, and one that matches the routes the
// server really registers (a call added, removed or given another method fails here).
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_PREFIX, calls, WECHAT_SHARE_CONFIG_PATH } from '@refit/contract';
import { ADMIN_API_PREFIX, adminEndpoints } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;

/**
 * "METHOD /path" of every route Fastify registered, read from its route tree print-out, where a
 * child line holds the rest of its parent's path ("/api/x/getCarList" then "ByPage"). HEAD is
 * left out: Fastify adds it to every GET.
 */
function servedRoutes(server: TestApp): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

async function fetchDocument(): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json();
}

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes exactly the calls the server serves, with their methods', async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    const served = servedRoutes(app).filter((route) => route.includes(` /api${API_PREFIX}/`));
    expect(served).toHaveLength(Object.keys(calls).length);
    expect(documented).toEqual(served.sort());
    expect(documented).toHaveLength(Object.keys(calls).length);
  });

  it("documents WeChat sharing's signature call, which the server serves", async () => {
    const document = await fetchDocument();
    const share = document.paths[WECHAT_SHARE_CONFIG_PATH]!.get!;
    expect(share.parameters).toEqual([expect.objectContaining({ name: 'url', in: 'query', required: true })]);
    expect(Object.keys(share.responses).sort()).toEqual(['200', '400', '404', '429', '503']);
    expect(share.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: { result: { required: ['appId', 'timestamp', 'nonceStr', 'signature'] } },
    });
    expect(servedRoutes(app)).toContain(`GET /api${WECHAT_SHARE_CONFIG_PATH}`);
  });

  it('documents the admin calls with their path parameters, bodies and the CSV file', async () => {
    const document = await fetchDocument();
    const patch = document.paths[`${ADMIN_API_PREFIX}/enquiries/{id}`]!.patch!;
    expect(patch.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    const list = document.paths[`${ADMIN_API_PREFIX}/enquiries`]!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'pageNo',
        'pageSize',
        'status',
        'from',
        'to',
        'q',
        'assigneeId',
        'sort',
        'order',
      ]),
    );
    const csv = document.paths[`${ADMIN_API_PREFIX}/enquiries/export.csv`]!.get!;
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv']);
    const analytics = document.paths[`${ADMIN_API_PREFIX}/analytics`]!.get!;
    expect(
      analytics.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ).toEqual(['from', 'to']);
  });

  it('describes exactly the admin calls the server serves, with their methods', async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${ADMIN_API_PREFIX}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    const served = servedRoutes(app).filter((route) => route.includes(` /api${ADMIN_API_PREFIX}/`));
    expect(documented).toEqual(served.sort());
    expect(documented).toHaveLength(Object.keys(adminEndpoints).length);
  });

  it('names every query parameter a call validates, required ones as required', async () => {
    const document = await fetchDocument();
    const carInfo = document.paths[`${API_PREFIX}/getRefitCarInfo`]!.get!;
    expect(carInfo.parameters).toContainEqual(
      expect.objectContaining({ name: 'carId', in: 'query', required: true }),
    );
    const news = document.paths[`${API_PREFIX}/getNewsList`]!.get!;
    expect(news.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['pageNo', 'pageSize']),
    );
    expect(news.parameters.find((parameter) => parameter.name === 'pageNo')?.required).toBe(false);
    const contact = document.paths[`${API_PREFIX}/saveContactUsForm`]!.post!;
    expect(contact.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['name', 'email', 'phoneNum', 'messageContent']),
    );
  });

  it('wraps every answer in the envelope', async () => {
    const document = await fetchDocument();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        // A file download (the CSV export) is the one answer that is not JSON on success.
        if (!operation.responses['200']!.content!['application/json']) continue;
        const schema = operation.responses['200']!.content!['application/json']!.schema;
        expect(schema.required, operation.operationId).toEqual(['success', 'result', 'message']);
      }
    }
  });
});
