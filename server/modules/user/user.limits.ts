/**
 * The sizes of a builder's profile that the user service checks and the settings screen shows
 * (imported by the client build: no imports here). Names and usernames are core's (server/core/limits.ts).
 */

export const BIO_MAX = 500;
