import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Juxta API')
    .setDescription('Comparison research: accounts, the research stream, stored comparisons. See spec/api.md.')
    .setVersion('1')
    .addCookieAuth('juxta.sid')
    // Personal API tokens (jx_…), on the routes their scopes allow: docs/api.md.
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Personal API token (jx_…)' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
