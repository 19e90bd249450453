import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { OIDC_STRATEGY, OidcClientService } from './oidc-client.service';

/** Runs openid-client's Passport strategy: a redirect to the provider, or the callback's code exchange. */
@Injectable()
export class OidcAuthGuard extends AuthGuard(OIDC_STRATEGY) {
  constructor(private readonly oidc: OidcClientService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.oidc.ensureStrategy();
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions() {
    return { session: false };
  }

  override handleRequest<T>(error: unknown, identity: T): T {
    if (error || !identity) throw new DomainError('SIGN_IN_FAILED', messages.signInFailed);
    return identity;
  }
}
