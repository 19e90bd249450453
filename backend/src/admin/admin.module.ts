import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { EntitlementModule } from '../billing';
import { SupportModule } from '../support';
import { AdminController } from './admin.controller';
import { adminEntities } from './admin.entities';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';

/** /api/admin for the operators in ADMIN_EMAILS; a 404 for everyone else. */
@Module({
  imports: [TypeOrmModule.forFeature(adminEntities), AuthModule, EntitlementModule, SupportModule],
  controllers: [AdminController],
  providers: [AdminGuard, AdminService],
  exports: [AdminService],
})
export class AdminModule {}
