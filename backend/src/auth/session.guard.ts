import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { type SignedInUser, UsersService } from '../users';

export type AuthenticatedRequest = Request & { currentUser: SignedInUser };

/** Lets a request through only with a live server-side session whose user still exists. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new DomainError('UNAUTHENTICATED', messages.unauthorized);
    request.currentUser = user;
    return true;
  }
}
