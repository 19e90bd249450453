import { DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AlertsModule } from './alerts/alerts.module';
import { BillingModule } from './billing/billing.module';
import { SupportModule } from './support/support.module';
import { AnalysesModule } from './analyses/analyses.module';
import { AuthModule } from './auth/auth.module';
import { CompaniesModule } from './companies/companies.module';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { QuotaModule } from './quota/quota.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { ScheduledJobsModule } from './scheduling/scheduled-jobs.module';
import { SharesModule } from './shares/shares.module';
import { DemoModule } from './demo/demo.module';
import { TrackRecordModule } from './track-record/track-record.module';
import { ComparisonsModule } from './comparisons/comparisons.module';
import { ScoreHistoryModule } from './score-history/score-history.module';

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
