import type { FastifyReply } from 'fastify';

/**
 * Answers JSON the caller has already encoded (a cached answer), as it is: Fastify sends a string with a JSON
 * content type without serializing it again. The caller owns that the text matches the route's schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
