import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Response = { $ref?: string; content?: Record<string, { schema: object }> };
export type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { schemas: Record<string, object>; responses: Record<string, Response> };
};

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

/**
 * Checks answers of /v1 routes against the app's own /v1/openapi.json: the status must be one the
 * document lists for the operation, and a JSON body must match that response's schema. Every server
 * test's REST call goes through it (tests/helpers/test-app.ts), so the document cannot drift from
 * what the API really answers.
 */
export async function restContract(app: FastifyInstance) {
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS whose module.exports is the plugin; TypeScript (NodeNext) types the default as the module.
  (ajvFormats as unknown as typeof ajvFormats.default)(ajv);
  const validators = new Map<string, ValidateFunction>();

  return {
    document,
    /** Throws, saying what differs, when the answer is not what the document says; else returns it. */
    check<A extends Answer>(method: string, url: string, answer: A): A {
      const path = url.split('?')[0]!;
      const operation = document.paths[path]?.[method.toLowerCase()];
      // A path the app does not serve answers its 404 envelope; the route test lists the others.
      if (!path.startsWith('/v1/') || !operation) return answer;
      const key = `${method.toUpperCase()} ${path}`;
      let response = operation.responses[String(answer.status)];
      if (!response)
        throw new Error(
          `${key} answered ${answer.status}, which /v1/openapi.json does not list for it: ${JSON.stringify(answer.body).slice(0, 400)}`,
        );
      if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]!;
      const type = String(answer.headers['content-type'] ?? '').split(';')[0]!;
      const content = response.content?.[type];
      if (!content)
        throw new Error(`${key} answered ${answer.status} as ${type || 'no content type'}, which /v1/openapi.json does not list`);
      if (type !== 'application/json') return answer;
      const id = `${key} ${answer.status}`;
      let validate = validators.get(id);
      if (!validate) {
        // The schemas refer to each other as #/components/schemas/X: compiled with the components beside them.
        validate = ajv.compile({
          ...content.schema,
          $id: `https://portico.test/response/${validators.size}`,
          components: document.components,
        });
        validators.set(id, validate);
      }
      if (!validate(answer.body)) {
        throw new Error(
          `${id} does not match /v1/openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 600)}`,
        );
      }
      return answer;
    },
  };
}
