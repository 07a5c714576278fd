import type { JsonSchema, QueryParam } from '../../support/hostile-requests.js';

/** One operation of the OpenAPI document the running shop publishes. */
export interface Route {
  method: string;
  path: string;
  access: 'public' | 'customer' | 'admin';
  body?: JsonSchema;
  multipart: boolean;
  query: QueryParam[];
}

/** Every operation the shop documents, so new routes are fuzzed without touching the tests. */
export async function documentedRoutes(url: string): Promise<Route[]> {
  const routes: Route[] = [];
  const doc = (await (await fetch(`${url}/api/docs/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const content = op.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        access: path.startsWith('/api/admin/') ? 'admin' : op.security?.length ? 'customer' : 'public',
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      });
    }
  }
  return routes;
}
