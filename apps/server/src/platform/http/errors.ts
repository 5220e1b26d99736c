import type { ApiError, FieldErrors } from '@croupier/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the API reports on purpose: a stable code, an HTTP status and, for bad input, field errors. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

const statusCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'unavailable',
};

function body(code: string, message: string, fields?: FieldErrors): { error: ApiError } {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns a JSON pointer such as '/items/0/amount' into 'items.0.amount'; the whole input is '_'. */
function fieldName(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || '_';
}

/** One error body for every failure: `{ error: { code, message, fields? } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] = [...(fields[name] ?? []), issue.message ?? 'Invalid value'];
      }
      return reply.status(400).send(body('validation_failed', 'Some fields are invalid', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(body('internal_error', 'Something went wrong on our side'));
    }
    return reply.status(status).send(body(statusCodes[status] ?? 'bad_request', error.message || 'Bad request'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
