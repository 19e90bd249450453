import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminSupportRequest,
  NewSupportRequest,
  SupportRequest as SupportRequestBody,
} from '@telisik/contract';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { SupportConfig } from './support-config';
import { MailOutboxService } from '../mail';
import { type SignedInUser, UsersService } from '../users';
import { SupportReply } from './entities/support-reply.entity';
import { SupportRequest } from './entities/support-request.entity';
import { supportReplyMail, supportRequestMail } from './support-mails';

/** The request's replies, oldest first. */
function repliesInOrder(request: SupportRequest): SupportReply[] {
  return [...(request.replies ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function toSupportRequestView(request: SupportRequest): SupportRequestBody {
  return {
    id: request.id,
    subject: request.subject,
    message: request.message,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    replies: repliesInOrder(request).map((reply) => ({
      id: reply.id,
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** A request as the operators see it: the user's view, with who asked (absent once their account is deleted) and who replied. */
function toOperatorView(
  request: SupportRequest,
  user: Pick<SignedInUser, 'email' | 'firstName'> | undefined,
): AdminSupportRequest {
  return {
    ...toSupportRequestView(request),
    user: { id: request.userId, email: user?.email ?? null, firstName: user?.firstName ?? null },
    replies: repliesInOrder(request).map((reply) => ({
      id: reply.id,
      authorEmail: reply.authorEmail,
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** What the caller of a reply needs to write its audit entry. */
export interface AnsweredRequest {
  id: string;
  userId: string;
  subject: string;
}

/** Support requests: stored, mailed to the team's inbox, answered by an operator (also by mail). */
@Injectable()
export class SupportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { support: SupportConfig },
    private readonly outbox: MailOutboxService,
    private readonly users: UsersService,
  ) {}

  /** Premium users' requests are priority: the operator's queue lists them first. */
  async create(user: SignedInUser, input: NewSupportRequest): Promise<SupportRequestBody> {
    const request = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(SupportRequest, {
          userId: user.id,
          subject: input.subject,
          message: input.message,
          priority: user.isPremium,
          status: 'open',
        }),
      );
      const mail = supportRequestMail({
        requestId: saved.id,
        subject: saved.subject,
        message: saved.message,
        priority: saved.priority,
        userEmail: user.email,
        userName: user.firstName,
        adminUrl: `${this.config.appUrl}/admin`,
      });
      await this.outbox.enqueue(manager, {
        ...mail,
        kind: 'support_request',
        dedupeKey: `support_request:${saved.id}`,
        to: this.config.support.inbox,
        replyTo: user.email,
        userId: user.id,
      });
      return saved;
    });
    this.outbox.kick();
    return toSupportRequestView({ ...request, replies: [] });
  }

  async listForUser(userId: string): Promise<SupportRequestBody[]> {
    const requests = await this.dataSource.getRepository(SupportRequest).find({
      where: { userId },
      relations: { replies: true },
      order: { createdAt: 'DESC' },
    });
    return requests.map(toSupportRequestView);
  }

  /** The operator's queue: open before answered, priority first, oldest first within each. */
  async queue(limit = 100): Promise<AdminSupportRequest[]> {
    const ids = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM support_requests
        ORDER BY CASE WHEN status = 'open' THEN 0 ELSE 1 END, priority DESC, created_at ASC
        LIMIT $1`,
      [limit],
    );
    if (ids.length === 0) return [];
    const requests = await this.dataSource.getRepository(SupportRequest).find({
      where: { id: In(ids.map((row) => row.id)) },
      relations: { replies: true },
    });
    const position = new Map(ids.map((row, index) => [row.id, index]));
    return this.operatorViews(requests.sort((a, b) => position.get(a.id)! - position.get(b.id)!));
  }

  /** One user's requests for the operators, newest first. */
  async requestsOf(userId: string): Promise<AdminSupportRequest[]> {
    const requests = await this.dataSource.getRepository(SupportRequest).find({
      where: { userId },
      relations: { replies: true },
      order: { createdAt: 'DESC' },
    });
    return this.operatorViews(requests);
  }

  private async operatorViews(requests: SupportRequest[]): Promise<AdminSupportRequest[]> {
    const users = new Map((await this.users.findByIds(requests.map((r) => r.userId))).map((u) => [u.id, u]));
    return requests.map((request) => toOperatorView(request, users.get(request.userId)));
  }

  /**
   * Stores the answer, marks the request answered, mails the user and writes the caller's audit
   * entry, all in one transaction.
   */
  async reply(
    input: { requestId: string; adminEmail: string; message: string },
    audit: (manager: EntityManager, request: AnsweredRequest) => Promise<void>,
  ): Promise<AdminSupportRequest> {
    await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(SupportRequest, { where: { id: input.requestId } });
      if (!found) throw new DomainError('SUPPORT_REQUEST_NOT_FOUND', messages.supportRequestNotFound);
      const user = await this.users.findById(found.userId, manager);
      const reply = await manager.save(
        manager.create(SupportReply, {
          requestId: found.id,
          authorEmail: input.adminEmail,
          message: input.message,
        }),
      );
      await manager.update(SupportRequest, { id: found.id }, { status: 'answered' });
      if (user?.email) {
        const mail = supportReplyMail({
          name: user.firstName,
          subject: found.subject,
          question: found.message,
          reply: input.message,
          settingsUrl: `${this.config.appUrl}/settings`,
        });
        await this.outbox.enqueue(manager, {
          ...mail,
          kind: 'support_reply',
          dedupeKey: `support_reply:${reply.id}`,
          to: user.email,
          replyTo: this.config.support.inbox,
          userId: found.userId,
        });
      }
      await audit(manager, { id: found.id, userId: found.userId, subject: found.subject });
    });
    this.outbox.kick();
    const [answered] = await this.operatorViews([
      await this.dataSource
        .getRepository(SupportRequest)
        .findOneOrFail({ where: { id: input.requestId }, relations: { replies: true } }),
    ]);
    return answered!;
  }
}
