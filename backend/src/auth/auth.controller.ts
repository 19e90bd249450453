import { Controller, Get, Inject, Logger, Req, Res, UseGuards } from '@nestjs/common';
import type { User as UserBody } from '@telisik/contract';
import type { Request, Response } from 'express';
import { UsersService } from '../users/users.service';
import type { User } from '../users/entities/user.entity';
import { CurrentUser } from './current-user.decorator';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcClientService, type SignedInIdentity } from './oidc-client.service';
import { SessionGuard } from './session.guard';
import { logoutConfirmationPage } from './logout-page';
import { SESSION_COOKIE } from './session.middleware';

const promisify = (fn: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error as Error) : resolve())));

@Controller()
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly users: UsersService,
    @Inject(OidcClientService) private readonly oidc: OidcClientService,
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
    await promisify((done) => req.session.save(done));
    res.redirect('/');
  }

  /**
   * Signs out at once when the user asked: the app's own link, or the address typed. A navigation
   * started by another site (Sec-Fetch-Site: cross-site) gets a page asking first, so a link
   * elsewhere cannot sign the user out; the page's button is the app's own link.
   */
  @Get('logout')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).type('html').send(logoutConfirmationPage());
      return;
    }
    const idToken = req.session?.idToken;
    const signedIn = Boolean(req.session?.userId);
    if (req.session) await promisify((done) => req.session.destroy(done));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.setHeader('Cache-Control', 'no-store');
    if (signedIn) {
      try {
        const target = await this.oidc.logoutTarget(idToken);
        if (target) return res.redirect(target.endSessionUrl.href);
      } catch (error) {
        // Our session is gone either way; a provider that cannot be reached must not keep the user in.
        this.logger.warn(`Provider logout skipped: ${String(error)}`);
      }
    }
    res.redirect('/');
  }

  @Get('auth/user')
  @UseGuards(SessionGuard)
  user(@CurrentUser() user: User): UserBody {
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
