import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const GOOGLE = 'https://accounts.google.com';

/**
 * The content security policy the web app works under: only its own scripts (plus WebAssembly
 * for the QR scanner), inline styles for MUI's emotion, images and camera streams from blobs,
 * and Google's sign-in script and frame only when Google sign-in is configured.
 */
export function contentSecurityPolicy(googleEnabled: boolean): Record<string, string[]> {
  const google = googleEnabled ? [GOOGLE] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...google],
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...google],
    frameSrc: googleEnabled ? [GOOGLE] : ["'none'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** Security headers on every answer (helmet), the API's included. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(Boolean(app.ctx.config.googleClientId)),
    },
    // The Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: app.ctx.config.publicUrl.startsWith('https://'),
  });
}
