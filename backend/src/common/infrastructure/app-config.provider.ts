import { Global, Module } from '@nestjs/common';
import { type AppConfig, loadConfig } from '@juxta/config';

/** Injection token of the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig = loadConfig()) {
    return { module: AppConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
