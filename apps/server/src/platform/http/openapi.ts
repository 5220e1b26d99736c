import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (generated from the contracts' zod schemas on each route) and its docs page. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier player API',
        description: 'Every call the Croupier player site makes. Amounts are major-unit decimals.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The back office (/api/admin/*): its session cookie, plus x-csrf-token on unsafe calls (decision 0107).
          adminCookie: { type: 'apiKey', in: 'cookie', name: 'croupier_admin' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles at run time; its own policy would block them and the page with it.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
