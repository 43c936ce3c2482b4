import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from '@juxta/config';
import { lowerProcessPriority } from './process-priority';
import { ModelProbe } from './research/model-probe';
import { chooseAnalyst } from './research/research-engine.factory';
import { WebSearchProbe } from './research/web-search-probe';
import { WorkerModule } from './worker.module';

/** The worker: a Nest application context (no HTTP) draining the research queue. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const nice = lowerProcessPriority(config.worker.nice);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: config.logLevel === 'silent' ? false : ['log', 'warn', 'error'],
  });
  // SIGTERM closes the BullMQ worker, which lets running jobs finish before the process exits.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  const reader = chooseAnalyst(config, app.get(ModelProbe)).useModel ? `the model ${config.llm.configured?.name}` : 'the offline reader';
  console.log(`Juxta worker ready (concurrency ${config.worker.concurrency}, nice ${nice}, analyst ${config.research.analyst}: ${reader}, search ${app.get(WebSearchProbe).providersInUse().join('+')}${config.research.autoWeb.length ? ' (auto)' : ''})`);
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `Juxta worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
