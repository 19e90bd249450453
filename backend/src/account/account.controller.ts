import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Req, Res, UseGuards } from '@nestjs/common';
import type { AccountExport } from '@telisik/contract';
import type { Request, Response } from 'express';
import { CurrentUser, SessionGuard, SESSION_COOKIE } from '../auth';
import type { SignedInUser } from '../users';
import { AccountService } from './account.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

@Controller('account')
@UseGuards(SessionGuard)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /** A download: the browser saves it as telisik-data-YYYY-MM-DD.json. */
  @Get('export')
  async export(@CurrentUser() user: SignedInUser, @Res({ passthrough: true }) res: Response): Promise<AccountExport> {
    const data = await this.account.export(user);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="telisik-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(
    @CurrentUser() user: SignedInUser,
    @Body() _confirmation: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.account.delete(user.id);
    // The session row is already gone; forget it in this request too and drop the cookie.
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
