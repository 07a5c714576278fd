import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('shop content in the Swagger document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('documents every route of this module group in Swagger, each with a summary', async () => {
    const doc = (await t.api.get('/api/docs/openapi.json')).body;
    const expected = [
      '/api/branches',
      '/api/banners',
      '/api/testimonials',
      '/api/pages/{slug}',
      '/api/settings',
      '/api/newsletter/subscribe',
      '/api/newsletter/unsubscribe',
      '/api/contact',
      '/api/profile',
      '/api/addresses',
      '/api/addresses/{id}',
      '/api/addresses/{id}/primary',
      '/api/products/{id}/reviews',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/read-all',
      '/api/notifications/{id}/read',
      '/api/notifications/{id}',
      '/api/Notification/get-user-notifications/{userId}',
      '/api/admin/branches',
      '/api/admin/branches/{id}',
      '/api/admin/banners',
      '/api/admin/banners/{id}',
      '/api/admin/testimonials',
      '/api/admin/testimonials/{id}',
      '/api/admin/pages',
      '/api/admin/pages/{id}',
      '/api/admin/settings',
      '/api/admin/settings/{id}',
      '/api/admin/newsletter-subscribers',
      '/api/admin/newsletter-subscribers/{id}',
      '/api/admin/contact-messages',
      '/api/admin/contact-messages/{id}',
      '/api/admin/outbox',
      '/api/admin/outbox/{id}',
      '/api/admin/customers',
      '/api/admin/customers/{id}',
      '/api/admin/customers/{id}/block',
      '/api/admin/customers/{id}/activate',
      '/api/admin/reviews',
      '/api/admin/reviews/{id}',
      '/api/admin/reviews/{id}/hide',
      '/api/admin/reviews/{id}/show',
      '/api/admin/notifications',
      '/api/admin/notifications/{id}',
      '/api/admin/notifications/send',
    ];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(expected));
    const undocumented = expected.flatMap((path) =>
      Object.entries(doc.paths[path] as Record<string, { summary?: string }>)
        .filter(([, op]) => !op.summary)
        .map(([method]) => `${method} ${path}`),
    );
    expect(undocumented).toEqual([]);
    // validated bodies carry their JSON schema
    expect(doc.paths['/api/addresses'].post.requestBody.content['application/json'].schema.properties.street).toBeDefined();
  });
});
