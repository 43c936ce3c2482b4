import 'reflect-metadata';
import { ConfigError, loadConfig } from '@juxta/config';
import { createApp } from './app-setup';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`Juxta API listening on ${config.publicUrl} (port ${config.port})`);
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `Juxta API failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
