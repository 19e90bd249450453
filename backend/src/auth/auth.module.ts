import { RequestMethod, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { authEntities } from './auth.entities';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcClientService } from './oidc-client.service';
import { SessionGuard } from './session.guard';
import { SignInStartMiddleware } from './sign-in-start.middleware';

@Module({
  // Session rows are read by the session store that app.factory mounts before Nest's routes.
  imports: [TypeOrmModule.forFeature(authEntities), PassportModule, UsersModule],
  controllers: [AuthController],
  providers: [AuthService, OidcClientService, OidcAuthGuard, SessionGuard],
  exports: [AuthService, SessionGuard, UsersModule],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SignInStartMiddleware).forRoutes({ path: 'login', method: RequestMethod.GET });
  }
}
