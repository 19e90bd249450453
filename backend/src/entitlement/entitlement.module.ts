import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { entitlementEntities } from './entitlement.entities';
import { EntitlementService } from './entitlement.service';

/** The Premium fact: the periods (bought or granted) and whether one covers a moment. */
@Module({
  imports: [TypeOrmModule.forFeature(entitlementEntities)],
  providers: [EntitlementService],
  exports: [EntitlementService],
})
export class EntitlementModule {}
