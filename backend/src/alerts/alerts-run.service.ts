import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { premiumCoverageSql } from '../entitlement';
import { lastTradingDayBefore } from '../market-data';
import { PushOutboxService } from '../push';
import { ScheduledRunsService } from '../common/scheduled-runs/scheduled-runs.service';
import { alertPush } from './alert-pushes';
import { AlertDigestsService, type NewAlert } from './alert-digests.service';
import { compareSnapshots, DEFAULT_THRESHOLDS, type AlertDraft, type AlertThresholds } from './alert-rules';
import { StockSnapshotsService } from './stock-snapshots.service';

export interface AlertsRunResult {
  asOf: string;
  /** Distinct watched tickers. */
  tickers: number;
  /** Of them, with a snapshot that day (the rest could not be scored). */
  snapshots: number;
  /** Alerts stored by this run (a re-run of the same day stores none). */
  alertsCreated: number;
  /** Users whose alerts are paused (no Premium) and who were skipped. */
  pausedUsers: number;
  /** Daily mails queued (one per user with something new, unless they left the mail). */
  digests: number;
  /** Pushes queued: one per device of each user with something new and push on. */
  pushes: number;
}

/**
 * The after-close run: scores every watched stock on the latest data, keeps the day's snapshot,
 * compares it with the one before, and stores each Premium watcher's alerts. Idempotent per
 * (user, ticker, date, kind): a re-run, a resumed crashed run or a second instance adds nothing.
 */
@Injectable()
export class AlertsRunService {
  private readonly log = new Logger('AlertsRun');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshots: StockSnapshotsService,
    private readonly digests: AlertDigestsService,
    private readonly pushes: PushOutboxService,
    private readonly runs: ScheduledRunsService,
  ) {}

  /**
   * The scheduled run for WIB day `day`: nothing on a day IDX does not trade; else waits until the
   * day's market-data refresh (`refreshJob`'s run for the same day, on any instance) has finished,
   * then runs as of the latest trading day in the data. With no new data that is the day already
   * run, and nothing new is told.
   */
  async runAfterClose(day: string, refreshJob: string, now = new Date()): Promise<AlertsRunResult | null> {
    if (lastTradingDayBefore(now) !== day) return null;
    return this.runs.runAfter(refreshJob, day, async () => {
      const asOf = await this.snapshots.latestTradingDay();
      return asOf ? this.run(asOf) : null;
    });
  }

  async run(asOf: string): Promise<AlertsRunResult> {
    const watched = await this.dataSource.query<{ ticker: string }[]>(
      'SELECT DISTINCT ticker FROM watched_stocks ORDER BY ticker',
    );
    const codes = watched.map((row) => row.ticker);
    const current = await this.snapshots.ensure(asOf, codes);
    let previous = await this.snapshots.latestBefore(asOf, [...current.keys()]);
    // A stock without an earlier snapshot (the first run, a day the run missed) is compared with
    // the trading day before, scored now: the same comparison a daily run would have made.
    const withoutPrevious = [...current.keys()].filter((code) => !previous.has(code));
    const dayBefore = withoutPrevious.length > 0 ? await this.snapshots.tradingDayBefore(asOf) : null;
    if (dayBefore) {
      await this.snapshots.ensure(dayBefore, withoutPrevious);
      previous = await this.snapshots.latestBefore(asOf, [...current.keys()]);
    }

    const watchers = await this.dataSource.query<
      { user_id: string; ticker: string; premium: boolean; score_points: number; price_percent: number; push_enabled: boolean }[]
    >(
      `SELECT w.user_id, w.ticker, ${premiumCoverageSql('w.user_id')} AS premium,
              COALESCE(s.score_points, $1) AS score_points, COALESCE(s.price_percent, $2) AS price_percent,
              COALESCE(s.push_enabled, false) AS push_enabled
         FROM watched_stocks w LEFT JOIN alert_settings s ON s.user_id = w.user_id
        ORDER BY w.user_id, w.ticker`,
      [DEFAULT_THRESHOLDS.scorePoints, DEFAULT_THRESHOLDS.pricePercent],
    );
    // Each user's own thresholds; users who share them share the comparison.
    const drafts = new Map<string, AlertDraft[]>();
    const draftsFor = (ticker: string, thresholds: AlertThresholds): AlertDraft[] => {
      const snapshot = current.get(ticker);
      if (!snapshot) return [];
      const key = `${ticker}:${thresholds.scorePoints}:${thresholds.pricePercent}`;
      let found = drafts.get(key);
      if (!found) drafts.set(key, (found = compareSnapshots(previous.get(ticker) ?? null, snapshot, thresholds)));
      return found;
    };
    const paused = new Set(watchers.filter((w) => !w.premium).map((w) => w.user_id));
    const pushed = new Set(watchers.filter((w) => w.push_enabled).map((w) => w.user_id));
    const rows: unknown[][] = [];
    for (const watcher of watchers) {
      if (!watcher.premium) continue;
      const thresholds = { scorePoints: watcher.score_points, pricePercent: watcher.price_percent };
      for (const draft of draftsFor(watcher.ticker, thresholds)) {
        rows.push([watcher.user_id, watcher.ticker, asOf, draft.kind, draft.title, draft.body]);
      }
    }
    // The alerts and their mails commit together: a run that dies in between leaves neither, and
    // its resumed run inserts (and mails) them then. A re-run finds nothing new and mails nothing.
    const { created, digests, pushes } = await this.dataSource.transaction(async (manager) => {
      const created: NewAlert[] = [];
      // Batches keep each statement under PostgreSQL's 65535 parameters.
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const tuples = batch.map(
          (_, i) => `($${i * 6 + 1}::uuid, $${i * 6 + 2}, $${i * 6 + 3}::date, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`,
        );
        const inserted = await manager.query<{ user_id: string; ticker: string; title: string; body: string }[]>(
          `INSERT INTO stock_alerts (user_id, ticker, as_of, kind, title, body)
           VALUES ${tuples.join(', ')}
           ON CONFLICT (user_id, ticker, as_of, kind) DO NOTHING
           RETURNING user_id, ticker, title, body`,
          batch.flat(),
        );
        created.push(...inserted.map((row) => ({ userId: row.user_id, ticker: row.ticker, title: row.title, body: row.body })));
      }
      const digests = await this.digests.queue(manager, asOf, created);
      let pushes = 0;
      for (const [userId, alerts] of groupByUser(created)) {
        if (!pushed.has(userId)) continue;
        pushes += await this.pushes.enqueue(manager, userId, `alerts:${asOf}:${userId}`, alertPush(alerts));
      }
      return { created, digests, pushes };
    });
    if (digests > 0) this.digests.send();
    if (pushes > 0) this.pushes.kick();
    const alertsCreated = created.length;
    const result: AlertsRunResult = {
      asOf,
      tickers: codes.length,
      snapshots: current.size,
      alertsCreated,
      pausedUsers: paused.size,
      digests,
      pushes,
    };
    this.log.log(
      `alerts ${asOf}: ${result.snapshots} of ${result.tickers} watched tickers scored, ` +
        `${alertsCreated} new alerts, ${digests} mails, ${pushes} pushes, ${paused.size} users paused (no Premium)`,
    );
    return result;
  }
}

function groupByUser(alerts: readonly NewAlert[]): Map<string, NewAlert[]> {
  const byUser = new Map<string, NewAlert[]>();
  for (const alert of alerts) byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
  return byUser;
}
