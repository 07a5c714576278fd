import type { FastifyInstance } from 'fastify';

/** What search engines leave alone: the back office, the API and every page of one shopper. */
const DISALLOWED = ['/admin/', '/api/', '/user', '/checkout', '/cart', '/account', '/payment/', '/shipment/', '/track/', '/forgot-password/', '/pay/'];

/** `/robots.txt`: everything else allowed, and where the sitemap is. */
export function registerRobots(fastify: FastifyInstance, origin: string): void {
  fastify.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });
}
