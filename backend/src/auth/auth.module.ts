import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcClientService } from './oidc-client.service';
import { SessionGuard } from './session.guard';

@Module({
  imports: [PassportModule, UsersModule],
  controllers: [AuthController],
  providers: [OidcClientService, OidcAuthGuard, SessionGuard],
  exports: [SessionGuard, UsersModule],
})
export class AuthModule {}
