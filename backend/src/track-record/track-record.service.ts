import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import type { TrackRecord, TrackRecordClassesResponse } from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { TRACK_RECORD_PATH } from './track-record.paths';

/**
 * What an analysis screen says of its class's record: each recommendation's median 3-month excess
 * return and hit rate over every as-of date of the record (the `all` period), as the track record
 * page shows them. A class the record has no 3-month figures for is left out.
 */
export function classesOf(record: TrackRecord): TrackRecordClassesResponse {
  const groups = record.horizons.find((horizon) => horizon.horizon === 3)?.classes.all ?? [];
  const classes = RECOMMENDATIONS.flatMap((recommendation) => {
    const group = groups.find((candidate) => candidate.group === recommendation);
    return group ? [{ recommendation, median: group.median, hitRate: group.hitRate }] : [];
  });
  return { firstDate: record.firstDate, lastDate: record.lastDate, classes };
}

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

  /** The record's classes (classesOf). */
  async classes(): Promise<TrackRecordClassesResponse> {
    return classesOf(await this.get());
  }
}
