/** auth: sign-in (OpenID) and sessions. Public face: the module, the guard, the current user and the session middleware. */
export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { LOGOUT_PAGE_PATH } from './auth.controller';
export { CurrentUser } from './current-user.decorator';
export { SessionGuard, type AuthenticatedRequest } from './session.guard';
export { SESSION_COOKIE, sessionMiddleware } from './session.middleware';
export { mountEmbeddedProvider } from './embedded-provider/embedded-provider';
export { loadOidcConfig, type OidcClientConfig } from './auth-config';
export { authErrors } from './auth.errors';
