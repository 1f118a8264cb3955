import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

const GOOGLE = 'https://accounts.google.com';
/**
 * What Razorpay Checkout needs from the page that opens it, and nothing more, as Razorpay's published
 * allowlist for Checkout gives it (docs/choices.md, "Payments"): its script, and the risk-detection
 * script it loads from Razorpay's CDN; the frame the payment form (and from there the bank's pages)
 * opens in, at api.razorpay.com; the events it reports to Razorpay's logging endpoints; and the card
 * and bank logos on its CDN. Two more than that list, kept because a real payment cannot be tried
 * in the project's tests and a missing origin would stop every payment while an extra one of
 * Razorpay's own costs nothing: calls to api.razorpay.com from the page (older Checkout versions
 * made them) and a frame from checkout.razorpay.com. No wildcard over razorpay.com is needed.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * The sources of the inline scripts of the built index.html, as CSP hashes: the build puts three
 * there (the first paint, apps/web/build/firstPaint.ts, and the loading of the app's code,
 * apps/web/build/firstScreenPreload.ts) and the policy allows exactly those texts and no other
 * inline script.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}

/**
 * The content security policy the web app works under: only its own scripts (plus WebAssembly
 * for the QR scanner, and the inline scripts of the build by their hashes), inline styles for MUI's
 * emotion, images and camera streams from blobs, Google's sign-in script and frame only when
 * Google sign-in is configured, and Razorpay Checkout's only when online payment is (docs/choices.md,
 * "Payments").
 */
export function contentSecurityPolicy(
  googleEnabled: boolean,
  scriptHashes: string[] = [],
  razorpayEnabled = false,
): Record<string, string[]> {
  const google = googleEnabled ? [GOOGLE] : [];
  const razorpay = (kind: keyof typeof RAZORPAY) => (razorpayEnabled ? RAZORPAY[kind] : []);
  const frames = [...google, ...razorpay('frame')];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...google, ...razorpay('script')],
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:', ...razorpay('img')],
    mediaSrc: ["'self'", 'blob:'],
    // The installable app: its service worker (sw.js) and web manifest, from the portal itself.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    connectSrc: ["'self'", ...google, ...razorpay('connect')],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/**
 * The headers helmet sets, worked out once: they depend on the configuration only, so running
 * helmet's middleware on every request (as its Fastify plugin does) would redo the same work.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers on every answer, the API's included. */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(
        Boolean(app.ctx.config.googleClientId),
        inlineScriptHashes(webDist),
        Boolean(app.ctx.config.razorpay.keyId && app.ctx.config.razorpay.keySecret),
      ),
    },
    // The Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: app.ctx.config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
