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

/** A service's fields, as the editor shows them and the server checks them. */
export const SERVICE_TITLE_MAX = 120;
export const SERVICE_SLUG_MAX = 60;
export const SERVICE_DESCRIPTION_MAX = 5000;
export const DURATION_MIN = 5;
export const DURATION_MAX = 720;
export const BUFFER_MAX = 240;
/** Notice up to 30 days; a booking window up to a year; a daily limit up to 100 calls. */
export const NOTICE_MAX = 30 * 1440;
export const WINDOW_MAX_DAYS = 365;
export const DAILY_LIMIT_MAX = 100;
/** A price up to 1,000,000.00 in the currency's minor units (no float ever touches money). */
export const PRICE_MAX = 100_000_000;
export const LOCATION_VALUE_MAX = 500;
export const LOCATION_LABELS = {
  VIDEO: 'Video call (a link)',
  GOOGLE_MEET: 'Google Meet (a link made for each call)',
  PHONE: 'Phone call (a number)',
  ADDRESS: 'In person (an address)',
  ASK_GUEST: 'Ask the guest',
} as const;

/** What a service's booking form may ask: a FORM step's field types but FILE (a guest has nowhere to upload to before the call exists). */
export const QUESTION_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'NUMBER',
  'EMAIL',
  'URL',
  'DATE',
  'DATETIME',
  'BOOLEAN',
  'SELECT',
  'MULTI_SELECT',
] as const;
/** Questions a service's booking form asks at most. */
export const QUESTIONS_MAX = 10;
