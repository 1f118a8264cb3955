import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@portal/domain';

/** The web app's build, next to this package in the repository (the same from src/ and dist/). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const NO_BUILD_MESSAGE =
  'The web app has not been built yet. Run "npm run build" (or "npm start") at the repository root; the API is up under /api.';

/**
 * Serves the built single-page app at /, brotli or gzip compressed at build time when the browser
 * accepts it. Hashed files under /assets never change, so they are cached for a year; index.html is
 * always revalidated, and so are the installable app's service worker (sw.js: a browser that
 * kept an old one would never see a new build) and web manifest (docs/choices.md, "The installed
 * app and offline"). Any other page address (a deep link such
 * as /gatepass/view/{id}) gets index.html and the app's router takes over. Unknown /api paths
 * answer a JSON 404 instead.
 */
export async function registerStaticApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file: send the one Accept-Encoding allows.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  }

  const sendApp = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html', webDist)
      : reply.type('text/plain; charset=utf-8').send(NO_BUILD_MESSAGE);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads)(\/|$)/.test(url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendApp(reply);
    return reply.status(404).send({ success: false, msg: SERVER_MESSAGES.notFound });
  });
}
