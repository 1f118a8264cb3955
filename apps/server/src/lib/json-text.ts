import type { FastifyReply } from 'fastify';

/**
 * An answer written once and sent many times (docs/architecture.md, "Answers kept on the server"):
 * written with the route's own serializer (`reply.serialize`, so only what its response schema
 * names), as bytes, so that sending it again neither writes nor encodes anything.
 */
export const jsonBytes = (reply: FastifyReply, payload: unknown): Buffer => {
  const written = reply.serialize(payload);
  return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
};

/** Sends JSON bytes made by `jsonBytes` as they are: Fastify passes a Buffer through untouched. */
export const sendJsonBytes = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
