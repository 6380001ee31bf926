import type { Bff } from '@ostrel/bff/create-bff';
import type { FastifyInstance } from 'fastify';
import { isSameOrigin } from './request-guards.js';
import { graphiqlPolicy } from './security-headers.js';

/**
 * The BFF, in-process, at `/graphql`: a POST from another site is refused (CSRF), the visitor's
 * address goes with each request for its rate limits, and GraphiQL (where it is on) gets a
 * policy of its own.
 */
export function registerGraphqlRoute(app: FastifyInstance, bff: Bff): void {
  let graphiql: { html: string; policy: string } | null = null;
  // Multipart bodies (uploads) are left to Yoga to read.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => {
    done(null);
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      if (request.method === 'POST' && !isSameOrigin(request)) {
        return reply.code(403).send({ errors: [{ message: 'Cross-site requests are not accepted' }] });
      }
      const response = await bff.handleNodeRequestAndResponse(request, reply, { visitor: request.ip });
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      reply.status(response.status);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        // GraphiQL: the same document each time, its policy worked out once.
        const html = await response.text();
        if (graphiql?.html !== html) graphiql = { html, policy: graphiqlPolicy(html) };
        return reply.header('content-security-policy', graphiql.policy).send(html);
      }
      return reply.send(response.body);
    },
  });
}
