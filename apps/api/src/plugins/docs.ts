import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AptoVial API',
        description:
          'Certificados médicos de aptitud para conducir: Colegio de Médicos, INTT y Medicina Vial. ' +
          'Toda llamada que escribe (POST, PUT, PATCH, DELETE) lleva la cookie XSRF-TOKEN y su mismo ' +
          'valor en la cabecera X-XSRF-TOKEN; la cookie la dan las páginas y la respuesta a una escritura (también su rechazo 403): repita la llamada con ella.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
