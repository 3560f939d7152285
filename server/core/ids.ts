/**
 * The one UUID check: every id Portico makes is a UUID, and an id that is not one is never looked
 * up (the database would answer an error instead of "not found"). Any version, any case.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
