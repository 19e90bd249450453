import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type CoreConfig } from './core-config';

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: CoreConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
