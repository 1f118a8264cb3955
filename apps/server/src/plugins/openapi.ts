import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API as OpenAPI, generated from the routes' zod schemas: the UI at /api/docs and the
 * document at /api/docs/json. Register before the routes so they are all collected.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'College portal API',
        version: '1.0.0',
        description: 'Answers are {success, data?, msg?, errors?}.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, logo: swaggerUiLogo() });
}

/**
 * The UI's own logo, which it would otherwise read from its folder with an asynchronous read while
 * the app is built: read here synchronously, as the first asynchronous file read after the
 * embedded database starts can wait some hundreds of milliseconds (docs/benchmarks.md, "Cold start").
 */
function swaggerUiLogo() {
  const file = createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/logo.svg');
  return { type: 'image/svg+xml', content: readFileSync(file) };
}
