import type { LoggerService, LogLevel } from '@nestjs/common';
import { escapeForLog, jsonLine } from './log-format';

export type LogFormat = 'json' | 'pretty';

type Level = 'info' | 'warn' | 'error' | 'debug';

/** Where the lines go: stdout for all by default (one stream for the log shipper). */
export type LogWriter = (line: string, level: Level) => void;

const defaultWriter: LogWriter = (line, level) => {
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
};

export interface LogEntry {
  level: Level;
  context?: string;
  msg: string;
  /** Structured fields (a request's id, route, status, duration…). */
  fields?: Record<string, string | number | boolean | null>;
  stack?: string;
}

/** Nest's start-up chatter (every module and route): it hides the lines a person needs. */
const NEST_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

const LEVELS: Record<Level, LogLevel> = { info: 'log', warn: 'warn', error: 'error', debug: 'debug' };

/**
 * The app's logger, for Nest's Logger and the request log alike: one JSON object per line in
 * production (LOG_FORMAT=json), a readable line in development (pretty). Every text a request may
 * have shaped (an order id in a notification, a host name) is written out escaped either way, so
 * no value can break a line or reach the terminal as a control sequence.
 */
export class AppLogger implements LoggerService {
  constructor(
    private readonly format: LogFormat,
    private readonly levels: LogLevel[] = ['log', 'warn', 'error'],
    private readonly write: LogWriter = defaultWriter,
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.nest('info', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.nest('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.nest('error', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.nest('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.nest('debug', message, rest);
  }

  entry(entry: LogEntry): void {
    if (!this.levels.includes(LEVELS[entry.level])) return;
    if (this.format === 'json') {
      this.write(
        jsonLine({
          time: new Date().toISOString(),
          level: entry.level,
          ...(entry.context ? { context: entry.context } : {}),
          msg: entry.msg,
          ...entry.fields,
          ...(entry.stack ? { stack: entry.stack } : {}),
        }),
        entry.level,
      );
      return;
    }
    const fields = Object.entries(entry.fields ?? {})
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(' ');
    const line = [
      new Date().toISOString().slice(11, 23),
      entry.level.toUpperCase().padEnd(5),
      entry.context ? `[${entry.context}]` : '',
      entry.msg,
      fields,
    ]
      .filter((part) => part !== '')
      .join(' ');
    // The stack keeps its lines (the developer reads it), each one escaped.
    const stack = entry.stack ? `\n${entry.stack.split('\n').map(escapeForLog).join('\n')}` : '';
    this.write(escapeForLog(line) + stack, entry.level);
  }

  /**
   * Nest calls log(message, context) and error(message, stack, context); an Error may come as the
   * message itself (the embedded provider's server_error).
   */
  private nest(level: Level, message: unknown, rest: unknown[]): void {
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (level === 'info' && context && NEST_CHATTER.has(context)) return;
    let stack = level === 'error' && typeof rest[0] === 'string' ? (rest[0] as string) : undefined;
    let msg: string;
    if (message instanceof Error) {
      msg = message.message;
      stack ??= message.stack;
    } else {
      msg = typeof message === 'string' ? message : JSON.stringify(message) ?? String(message);
    }
    this.entry({ level, context, msg, ...(stack ? { stack } : {}) });
  }
}
