import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import type { TrackRecord } from '@telisik/contract';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { TRACK_RECORD_PATH } from './track-record.paths';

/**
 * The backtest's track record as `npm run backtest` wrote it. The file ships with the build and
 * changes only with a deploy, so it is read once per process (the same on every instance).
 */
@Injectable()
export class TrackRecordService {
  private cached: Promise<TrackRecord> | null = null;

  constructor(private readonly path: string = TRACK_RECORD_PATH) {}

  get(): Promise<TrackRecord> {
    this.cached ??= readFile(this.path, 'utf8')
      .then((text) => JSON.parse(text) as TrackRecord)
      .catch(() => {
        // A missing file may be written later (a backtest run on this machine): try again next time.
        this.cached = null;
        throw new DomainError('NOT_FOUND', messages.trackRecordUnavailable);
      });
    return this.cached;
  }
}
