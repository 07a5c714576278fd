import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { WHATSAPP_WEBHOOK_DOCS } from './messaging/whatsapp/whatsapp-webhook-docs.js';

/** One OpenAPI document for both APIs at /api/docs, with a bearer "Authorize" button. */
export function setupSwagger(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ward API')
      .setDescription(
        [
          'Ward (ورد) — perfume, oud and incense shop.',
          '',
          '**Storefront API** (`/api/...`): every answer is the envelope `{ isSuccess, data, message, errors }`;',
          '`errors` maps a field to its messages. Messages are Arabic by default; send `Accept-Language: en` for English.',
          '',
          '**Admin API** (`/api/admin/...`): ra-data-simple-rest format — lists answer a JSON array with',
          '`Content-Range: {resource} {start}-{end}/{total}`; query `sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"oud"}`.',
          'Validation errors: HTTP 400 `{ message, errors: { field: message } }`. Admin role required.',
          '',
          'Log in with `POST /api/Auth/login` (demo: `admin@ward.sa` / `Admin#2026`), then press **Authorize** and paste `data`.',
        ].join('\n'),
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  // routes Fastify serves itself (raw bodies for signatures), documented by hand
  Object.assign(document.paths, WHATSAPP_WEBHOOK_DOCS);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs/openapi.json',
    swaggerOptions: { persistAuthorization: true },
  });
}
