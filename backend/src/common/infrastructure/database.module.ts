import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import { createDataSource } from '@juxta/persistence';
import { APP_CONFIG } from './app-config.provider';

/** TypeORM over Postgres with Juxta's entities; the schema comes from migrations only. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...createDataSource(config.databaseUrl).options, retryAttempts: 2, retryDelay: 1000 }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('no data source options');
        const { DataSource } = await import('typeorm');
        return new DataSource(options).initialize();
      },
    }),
  ],
})
export class DatabaseModule {}
