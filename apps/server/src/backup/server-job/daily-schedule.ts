// BACKUP_SCHEDULE's `HH:MM` is a wall-clock time in the site's time zone: the latest such moment
// at or before now is when the last scheduled backup was due. Summer time moves the instant, not
// the wall-clock time.

/** The zone's offset from UTC at `instant`, in ms (Asia/Shanghai: +8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the wall-clock `hour:minute` of the zone's calendar day of `dayInstant` falls on. */
function wallClockOn(dayInstant: number, hour: number, minute: number, timeZone: string): number {
  const local = new Date(dayInstant + offsetAt(dayInstant, timeZone));
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  // The offset at the wanted time itself (it may differ from the day's start by a summer-time change).
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

const DAY_MS = 24 * 3_600_000;

/** `HH:MM` as hour and minute. */
const timeOfDay = (time: string) => time.split(':').map(Number) as [number, number];

/** The latest moment at or before `now` whose wall-clock time in `timeZone` is `time` (`HH:MM`). */
export function latestScheduledMoment(now: number, time: string, timeZone: string): number {
  const [hour, minute] = timeOfDay(time);
  const today = wallClockOn(now, hour, minute, timeZone);
  return today <= now ? today : wallClockOn(now - DAY_MS, hour, minute, timeZone);
}

/** The earliest moment after `now` whose wall-clock time in `timeZone` is `time` (`HH:MM`). */
export function nextScheduledMoment(now: number, time: string, timeZone: string): number {
  const [hour, minute] = timeOfDay(time);
  const today = wallClockOn(now, hour, minute, timeZone);
  return today > now ? today : wallClockOn(now + DAY_MS, hour, minute, timeZone);
}

/**
 * When the next scheduled backup is due: the next `time`, or, when the latest one passed without a
 * backup that succeeded after it (the site was down, or it failed), the job's next look
 * (`nextLook`, never before now), since the job makes a missed backup then.
 */
export function nextScheduledBackup(
  now: number,
  time: string,
  timeZone: string,
  { lastSuccess, nextLook }: { lastSuccess: number; nextLook: number | null },
): number {
  if (lastSuccess < latestScheduledMoment(now, time, timeZone)) return Math.max(now, nextLook ?? now);
  return nextScheduledMoment(now, time, timeZone);
}
