import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { AdminConfig } from './admin-config';
import type { AuthenticatedRequest } from '../auth';
import { UsersService } from '../users';

/**
 * Operators only: a signed-in user whose email is in ADMIN_EMAILS and was verified by the provider
 * at this sign-in (email_verified: true); anyone can type an address into a sign-in form. Everyone
 * else, signed in or not, is told the address does not exist (404), so the operator view is not
 * even discoverable.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { admin: AdminConfig },
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    const email = user?.email?.toLowerCase();
    const verified = email !== undefined && request.session?.verifiedEmail === email;
    if (!user || !email || !verified || !this.config.admin.emails.includes(email)) {
      throw new DomainError('NOT_FOUND', messages.notFound);
    }
    request.currentUser = user;
    return true;
  }
}
