import { AppLogger } from './app-logger';
import { escapeForLog, hasControlCharacter } from './log-format';

const FORGED = 'TLS-1\r\n2026-11-26T01:00:00.000Z INFO [Billing] order TLS-1: settlement → paid (granted)\x1b[2K\x1b]0;x\x07\x9b31m\u2028';

describe('the app logger (issue 23 item 4: no forged lines)', () => {
  const capture = (format: 'json' | 'pretty') => {
    const lines: string[] = [];
    return { lines, logger: new AppLogger(format, ['log', 'warn', 'error'], (line) => lines.push(line)) };
  };

  it('writes a request-shaped value on one JSON line, with no raw control character', () => {
    const { lines, logger } = capture('json');
    logger.warn(`notification for unknown order ${FORGED} refused`, 'Billing');
    expect(lines).toHaveLength(1);
    expect(hasControlCharacter(lines[0]!)).toBe(false);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    // Decoded, the value is exactly what came in: escaped for the log, not altered.
    expect(entry).toMatchObject({ level: 'warn', context: 'Billing', msg: `notification for unknown order ${FORGED} refused` });
  });

  it('writes the readable form on one line with the control characters spelled out', () => {
    const { lines, logger } = capture('pretty');
    logger.log(`order ${FORGED}`, 'Billing');
    expect(lines).toHaveLength(1);
    expect(hasControlCharacter(lines[0]!)).toBe(false);
    expect(lines[0]).toContain('order TLS-1\\r\\n2026-11-26T01:00:00.000Z INFO');
    expect(lines[0]).toContain('\\x1b[2K\\x1b]0;x\\x07\\x9b31m\\u2028');
  });

  it('drops Nest\'s start-up chatter and keeps errors with their stack', () => {
    const { lines, logger } = capture('json');
    logger.log('Mapped {/api/quota, GET} route', 'RouterExplorer');
    logger.error('boom', 'Error: boom\n    at x', 'HttpExceptionFilter');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'boom', stack: 'Error: boom\n    at x' });
  });

  it('escapes every control character, naming the common ones', () => {
    expect(escapeForLog('a\nb\rc\td\x00e\x7f')).toBe('a\\nb\\rc\\td\\x00e\\x7f');
  });
});
