import type { PublicAnalysis } from '@telisik/contract';
import { Controller, Get } from '@nestjs/common';
import { DemoService } from './demo.service';

/** The landing page's 'Lihat Demo', signed out: no session and no quota. */
@Controller('public')
export class DemoController {
  constructor(private readonly demo: DemoService) {}

  @Get('demo')
  async get(): Promise<PublicAnalysis> {
    return { kind: 'demo', analysis: await this.demo.demo() };
  }
}
