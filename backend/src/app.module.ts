import { DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account';
import { AdminModule } from './admin';
import { AlertsModule } from './alerts';
import { BillingModule } from './billing';
import { SupportModule } from './support';
import { AnalysesModule } from './analyses';
import { AuthModule } from './auth';
import { CompaniesModule } from './companies';
import type { AppConfig } from './app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health';
import { QuotaModule } from './quota';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { ScheduledJobsModule } from './scheduling';
import { SharesModule } from './shares';
import { DemoModule } from './demo';
import { TrackRecordModule } from './track-record';
import { ComparisonsModule } from './comparisons';
import { ScoreHistoryModule } from './score-history';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule,
        RateLimitModule,
        AuthModule,
        QuotaModule,
        AnalysesModule,
        CompaniesModule,
        HealthModule,
        TrackRecordModule,
        // Premium: payment, settings data, support, the operator view.
        BillingModule,
        AccountModule,
        SupportModule,
        AdminModule,
        // Watchlists and the after-close alerts.
        AlertsModule,
        // Every scheduled job, run once across instances.
        ScheduledJobsModule,
        // Reports: share links and the demo.
        SharesModule,
        DemoModule,
        ComparisonsModule,
        ScoreHistoryModule,
      ],
    };
  }
}
