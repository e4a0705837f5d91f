/** A timestamp as the ISO text every reply gives. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The time as the shop reads it for rules that depend on the hour (delivery slots' cut-offs); tests replace `now`. */
export type Clock = { now: () => Date };
export const systemClock = (): Clock => ({ now: () => new Date() });

/** India is UTC+05:30 all year (no daylight saving): its days and hours are computed with this offset. */
const indiaOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

/** The day in India at a moment, YYYY-MM-DD. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export const epochDayOf = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
/** The YYYY-MM-DD day so many days after 1970-01-01. */
export const dayOfEpoch = (n: number): string => new Date(n * dayMs).toISOString().slice(0, 10);
/** The day n days after a YYYY-MM-DD day. */
export const addDays = (day: string, n: number): string => dayOfEpoch(epochDayOf(day) + n);
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The moment a minute of a day (minutes after midnight, India time) begins. */
export const indiaMoment = (day: string, minute: number): Date => new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000 - indiaOffsetMs);
/** 420 → '07:00'. */
export const hhmm = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** '07:00' → 420. */
export const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
