import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import type {
  AdminAuditEntry,
  AdminCatchUp,
  AdminMe,
  AdminPayment,
  AdminSupportRequest,
  AdminUserDetail,
  AdminUserSummary,
} from '@telisik/contract';
import { CurrentUser } from '../auth';
import { QuerySchemaPipe } from '../common/query/query-schema.pipe';
import type { SignedInUser } from '../users';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';
import {
  adminListQuery,
  GrantPremiumDto,
  ReplySupportDto,
  RevokePremiumDto,
  searchUsersQuery,
  type AdminListQuery,
  type SearchUsersQuery,
} from './dto/admin.dto';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('me')
  me(@CurrentUser() user: SignedInUser): AdminMe {
    return { email: user.email! };
  }

  @Get('users')
  users(@Query(new QuerySchemaPipe(searchUsersQuery)) query: SearchUsersQuery): Promise<AdminUserSummary[]> {
    return this.admin.searchUsers(query.q);
  }

  @Get('users/:id')
  user(@Param('id') id: string): Promise<AdminUserDetail> {
    return this.admin.userDetail(id);
  }

  @Post('users/:id/premium-grants')
  @HttpCode(HttpStatus.CREATED)
  grant(
    @CurrentUser() admin: SignedInUser,
    @Param('id') id: string,
    @Body() body: GrantPremiumDto,
  ): Promise<AdminUserDetail> {
    return this.admin.grant(admin, id, body);
  }

  @Post('users/:id/premium-revocations')
  @HttpCode(HttpStatus.CREATED)
  revoke(
    @CurrentUser() admin: SignedInUser,
    @Param('id') id: string,
    @Body() body: RevokePremiumDto,
  ): Promise<AdminUserDetail> {
    return this.admin.revoke(admin, id, body);
  }

  @Get('payments')
  payments(@Query(new QuerySchemaPipe(adminListQuery)) query: AdminListQuery): Promise<AdminPayment[]> {
    return this.admin.recentPayments(query.limit ?? 50);
  }

  @Get('support-requests')
  supportRequests(): Promise<AdminSupportRequest[]> {
    return this.admin.supportQueue();
  }

  @Post('support-requests/:id/replies')
  @HttpCode(HttpStatus.CREATED)
  reply(
    @CurrentUser() admin: SignedInUser,
    @Param('id') id: string,
    @Body() body: ReplySupportDto,
  ): Promise<AdminSupportRequest> {
    return this.admin.replySupport(admin, id, body.message);
  }

  @Get('market-data/catch-ups')
  catchUps(@Query(new QuerySchemaPipe(adminListQuery)) query: AdminListQuery): Promise<AdminCatchUp[]> {
    return this.admin.catchUps(query.limit ?? 30);
  }

  @Get('audit-log')
  auditLog(@Query(new QuerySchemaPipe(adminListQuery)) query: AdminListQuery): Promise<AdminAuditEntry[]> {
    return this.admin.auditLog(query.limit ?? 100);
  }
}
