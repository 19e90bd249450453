/** Run keys: the period a scheduled run belongs to, in Jakarta time (WIB, UTC+7, no DST). */
const WIB_OFFSET_MS = 7 * 3_600_000;

/** `2026-11-24` for any moment of that WIB day. */
export function wibDayKey(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026-11-24T16` for any moment of that WIB hour. */
export function wibHourKey(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 13);
}

/** `2026-11-24T16:10` for any moment of that WIB ten minutes (16:10–16:19). */
export function wibTenMinuteKey(now: Date): string {
  const minute = new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 16);
  return `${minute.slice(0, 15)}0`;
}
