import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { PaymentRecordsModule } from '../billing';
import { EntitlementModule } from '../entitlement';
import { MarketDataModule } from '../market-data';
import { SupportModule } from '../support';
import { UsersModule } from '../users';
import { AdminController } from './admin.controller';
import { adminEntities } from './admin.entities';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';

/** /api/admin for the operators in ADMIN_EMAILS; a 404 for everyone else. */
@Module({
  imports: [TypeOrmModule.forFeature(adminEntities), AuthModule, PaymentRecordsModule, EntitlementModule, SupportModule, UsersModule, MarketDataModule],
  controllers: [AdminController],
  providers: [AdminGuard, AdminService],
  exports: [AdminService],
})
export class AdminModule {}
