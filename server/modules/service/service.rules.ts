/**
 * The rules of availability the builder's editor shows and the server checks (no zod or Node here:
 * the client reads them too).
 */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Ranges on one day (a morning and an afternoon, a split shift): more is a mistake. */
export const MAX_RANGES_PER_DAY = 6;
/** Date overrides kept at once (a year of days off and more). */
export const MAX_DATE_OVERRIDES = 400;
/** A start: 00:00 to 23:59. */
export const START_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** An end: 00:01 to 23:59, or 24:00 for the day's midnight. */
export const END_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** Where a new builder starts: weekdays, nine to five. */
export const DEFAULT_WEEKLY = {
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [{ start: '09:00', end: '17:00' }],
  wed: [{ start: '09:00', end: '17:00' }],
  thu: [{ start: '09:00', end: '17:00' }],
  fri: [{ start: '09:00', end: '17:00' }],
  sat: [],
  sun: [],
};
export const WEEKDAY_LABELS = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;
