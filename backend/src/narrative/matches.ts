/**
 * Every match of a global pattern in `text`, in order, as `[...text.matchAll(pattern)]` gives them,
 * without matchAll's copy of the pattern: the spec has matchAll construct a new RegExp on each call,
 * and with a few hundred calls per analysis (each prose line through each check) the copies cost
 * more than the matching (120 against 40 µs per analysis for the order check alone). The shared
 * pattern's lastIndex is left at 0; the callers are synchronous, so none sees another's position.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern, got ${String(pattern)}`);
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  try {
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      found.push(m);
      // An empty match would be found again at the same place: step past it, as matchAll does.
      if (m[0] === '') pattern.lastIndex = advance(text, pattern.lastIndex, pattern.unicode);
    }
  } finally {
    pattern.lastIndex = 0;
  }
  return found;
}

/** The next index after `index`, a whole code point on with the `u` flag. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}
