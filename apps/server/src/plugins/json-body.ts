import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { HttpError } from '../lib/http-error.js';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest form (a timetable:
 * days, periods, a period's fields) is four levels; 32 is far beyond any of them
 * (docs/choices.md, "Deeply nested bodies").
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass over the text: brackets
 * inside strings do not count. It stops at the first level too deep, so a body that is nothing but
 * brackets costs a few dozen steps. Malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies are Fastify's own parser (its protection against prototype poisoning included),
 * behind a depth check of the raw text: a body nested deeper than any form answers 400 before it
 * is parsed or validated, since parsing and validating a deep body hold the event loop for every
 * other user.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new HttpError(400, SERVER_MESSAGES.tooDeeplyNested), undefined);
      return;
    }
    parse(request, text, done);
  });
}
