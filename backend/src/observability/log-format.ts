/**
 * Control characters a log line must never carry raw: C0 (CR, LF, ESC…), DEL, C1 (CSI is \x9b)
 * and the Unicode line separators. Raw, a request value could end a line and forge the next one,
 * or drive the operator's terminal with ANSI sequences.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Whether `text` holds a character escapeForLog writes out (tests check log lines with it). */
export function hasControlCharacter(text: string): boolean {
  CONTROL.lastIndex = 0;
  return CONTROL.test(text);
}

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with every control character written out (\n, \r, \t, \x1b, \u2028), on one line. */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, (char) => {
    const named = NAMED[char];
    if (named) return named;
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * One JSON line. JSON.stringify escapes C0 characters itself; DEL, C1 and the line separators it
 * leaves raw (valid JSON, but a terminal or a line-based shipper may act on them), so they are
 * escaped as \uXXXX too, which any JSON reader decodes back.
 */
export function jsonLine(entry: Record<string, unknown>): string {
  return JSON.stringify(entry).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
