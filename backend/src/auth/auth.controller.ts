import { Controller, Get, Inject, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { LogoutResult, User as UserBody } from '@telisik/contract';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { OidcClientConfig } from './auth-config';
import type { Request, Response } from 'express';
import { UsersService, type SignedInUser } from '../users';
import { CurrentUser } from './current-user.decorator';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcClientService, type SignedInIdentity } from './oidc-client.service';
import { SessionGuard } from './session.guard';
import { logoutConfirmationPage } from './logout-page';
import { SESSION_COOKIE } from './session.middleware';

/** The sign-out confirmation: a page a browser shows, under /api (the app's security headers treat it as a document). */
export const LOGOUT_PAGE_PATH = '/logout';

const promisify = (fn: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error as Error) : resolve())));

@Controller()
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly users: UsersService,
    @Inject(OidcClientService) private readonly oidc: OidcClientService,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { oidc: OidcClientConfig | null },
  ) {}

  /** Starts the authorization-code flow; the guard answers with the redirect to the provider. */
  @Get('login')
  @UseGuards(OidcAuthGuard)
  login(): void {}

  @Get('callback')
  @UseGuards(OidcAuthGuard)
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const identity = req.user as SignedInIdentity;
    const user = await this.users.upsertFromClaims(identity.claims);
    // A new session id at sign-in, so an id planted before it (session fixation) is worth nothing.
    await promisify((done) => req.session.regenerate(done));
    req.session.userId = user.id;
    req.session.idToken = identity.idToken;
    if (identity.emailVerified && identity.claims.email) req.session.verifiedEmail = identity.claims.email.toLowerCase();
    await promisify((done) => req.session.save(done));
    res.redirect('/');
  }

  /**
   * A page asking to confirm: a GET changes nothing, so a link or an <img> on another site cannot
   * sign the user out. Its button posts the form below (a same-origin write); the app itself posts
   * with fetch. Without script, the app's "Keluar" link lands here too.
   */
  @Get(LOGOUT_PAGE_PATH)
  logoutPage(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    // The form's answer redirects to the provider's end-session page: form-action must allow it.
    const issuer = this.config.oidc ? new URL(this.config.oidc.issuer).origin : '';
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${issuer}; frame-ancestors 'none'; base-uri 'none'`,
    );
    res.status(200).type('html').send(logoutConfirmationPage());
  }

  /**
   * Signs out: the session ends here, then the browser goes to the provider's end-session page (or
   * home). The app's fetch asks for JSON and navigates itself; the confirmation page's form gets a
   * 303. Cross-site posts never get here (requireSameOrigin).
   */
  @Post('logout')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    const idToken = req.session?.idToken;
    const signedIn = Boolean(req.session?.userId);
    if (req.session) await promisify((done) => req.session.destroy(done));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.setHeader('Cache-Control', 'no-store');
    let redirectTo = '/';
    if (signedIn) {
      try {
        const target = await this.oidc.logoutTarget(idToken);
        if (target) redirectTo = target.endSessionUrl.href;
      } catch (error) {
        // Our session is gone either way; a provider that cannot be reached must not keep the user in.
        this.logger.warn(`Provider logout skipped: ${String(error)}`);
      }
    }
    // A browser's form navigation prefers HTML; fetch (*/*) and API clients get JSON.
    if (req.accepts(['json', 'html']) !== 'html') {
      const body: LogoutResult = { redirectTo };
      res.status(200).json(body);
      return;
    }
    res.redirect(303, redirectTo);
  }

  @Get('auth/user')
  @UseGuards(SessionGuard)
  user(@CurrentUser() user: SignedInUser): UserBody {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      isPremium: user.isPremium,
    };
  }
}
