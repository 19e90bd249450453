import 'reflect-metadata';
import { type DynamicModule, type INestApplicationContext, type LogLevel, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../app-config';
import { AppConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { entities } from '../entities';

@Module({})
class CommandLineModule {}

/** What the services log while a tool runs, as when they ran outside Nest. */
const TOOL_LOG_LEVELS: LogLevel[] = ['log', 'warn', 'error'];

/**
 * Runs `fn` on a Nest application context of the app's own wiring, without HTTP: the config, the
 * database (migrated at start, under the app's lock) and just the feature modules the tool needs.
 * Closing it afterwards stops what the modules started (worker threads, outboxes) and closes the
 * database, whether `fn` succeeded or not.
 */
export async function withCliContext<T>(
  config: AppConfig,
  features: Array<Type | DynamicModule>,
  fn: (context: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const context = await NestFactory.createApplicationContext(
    {
      module: CommandLineModule,
      // Every table, as the app maps them when all its features are loaded: a tool's few modules
      // alone would leave the relations to other features' tables unresolved.
      imports: [AppConfigModule.forRoot(config), DatabaseModule, TypeOrmModule.forFeature(entities), ...features],
    },
    // The framework's start-up lines are not the tool's output; a failure to start is thrown to the
    // tool's own handler (exit code 1) instead of aborting the process.
    { logger: ['warn', 'error'], abortOnError: false },
  );
  context.useLogger(TOOL_LOG_LEVELS);
  try {
    return await fn(context);
  } finally {
    await context.close();
  }
}
