import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { type SignedInUser, UsersService } from '../users';
import { userReadWithSession } from './session-store';

export type AuthenticatedRequest = Request & { currentUser: SignedInUser };

/** Lets a request through only with a live server-side session whose user still exists. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.session?.userId;
    let user: SignedInUser | null = null;
    if (userId) {
      // Normally read with the session (one round trip); asked for apart only when it was not.
      const read = userReadWithSession(request, userId);
      user = read === undefined ? await this.users.findById(userId) : read;
    }
    if (!user) throw new DomainError('UNAUTHENTICATED', messages.unauthorized);
    request.currentUser = user;
    return true;
  }
}
