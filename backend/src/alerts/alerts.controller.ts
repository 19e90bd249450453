import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AlertSettings, AlertsResponse, StockAlert } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import type { SignedInUser } from '../users';
import { AlertsService } from './alerts.service';
import { AlertSettingsDto } from './dto/alert-settings.dto';

@Controller('alerts')
@UseGuards(SessionGuard)
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<AlertsResponse> {
    return this.alerts.list(user);
  }

  @Get('settings')
  settings(@CurrentUser() user: SignedInUser): Promise<AlertSettings> {
    return this.alerts.settings(user);
  }

  @Put('settings')
  updateSettings(@CurrentUser() user: SignedInUser, @Body() body: AlertSettingsDto): Promise<AlertSettings> {
    return this.alerts.updateSettings(user, {
      mailEnabled: body.mailEnabled,
      pushEnabled: body.pushEnabled,
      scorePoints: body.scorePoints,
      pricePercent: body.pricePercent,
    });
  }

  @Post('read')
  @HttpCode(HttpStatus.NO_CONTENT)
  markAllRead(@CurrentUser() user: SignedInUser): Promise<void> {
    return this.alerts.markAllRead(user);
  }

  @Post(':id/read')
  @HttpCode(HttpStatus.OK)
  markRead(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<StockAlert> {
    return this.alerts.markRead(user, id);
  }
}
