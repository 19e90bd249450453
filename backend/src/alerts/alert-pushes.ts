import { messages } from '../common/messages';
import type { PushPayload } from '../push';
import type { DigestAlert } from './alert-digest-mail';

/** The app path that scores a stock afresh and opens the analysis (frontend route /analyze/:ticker). */
export function analyzePath(ticker: string): string {
  return `/analyze/${encodeURIComponent(ticker)}`;
}

/** Lock screens show about two lines of body; the rest is in the app. */
const BODY_LIMIT = 240;

function clip(text: string): string {
  return text.length <= BODY_LIMIT ? text : `${text.slice(0, BODY_LIMIT - 1).trimEnd()}…`;
}

/**
 * The one push a user's devices get for a run's new alerts. One stock: its first alert's title, the
 * other alerts' titles and the first's explanation and a tap opens its new analysis; tagged per stock, so the next
 * day's push of that stock replaces it. Several stocks: a count, their alerts' titles, and a tap
 * opens the dashboard (the watchlist and the bell's list).
 */
export function alertPush(alerts: readonly DigestAlert[]): PushPayload {
  const tickers = [...new Set(alerts.map((alert) => alert.ticker))];
  const [first] = alerts;
  if (!first) throw new Error('alertPush needs at least one alert');
  if (tickers.length === 1) {
    const rest = alerts.slice(1).map((alert) => alert.title);
    return {
      title: first.title,
      body: clip([...rest, first.body].join('\n')),
      tag: `alerts-${first.ticker}`,
      url: analyzePath(first.ticker),
    };
  }
  return {
    title: messages.pushManyAlerts(alerts.length, tickers.length),
    body: clip(alerts.map((alert) => alert.title).join('\n')),
    tag: 'alerts',
    url: '/',
  };
}
