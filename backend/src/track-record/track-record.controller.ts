import { Controller, Get } from '@nestjs/common';
import type { TrackRecordClassesResponse, TrackRecordLive, TrackRecordResponse } from '@telisik/contract';
import { RatingsRecorder } from './ratings-recorder.service';
import { TrackRecordService } from './track-record.service';

/** Public, like the page that shows it: how the ratings did needs no account. */
@Controller('track-record')
export class TrackRecordController {
  constructor(
    private readonly trackRecord: TrackRecordService,
    private readonly ratings: RatingsRecorder,
  ) {}

  @Get()
  async get(): Promise<TrackRecordResponse> {
    return { trackRecord: await this.trackRecord.get() };
  }

  /** The analysis screen's one sentence on its class: a few hundred bytes, not the whole record (33 KB). */
  @Get('classes')
  classes(): Promise<TrackRecordClassesResponse> {
    return this.trackRecord.classes();
  }

  @Get('live')
  live(): Promise<TrackRecordLive> {
    return this.ratings.live();
  }
}
