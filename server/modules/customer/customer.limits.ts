/**
 * The sizes of what builders send about customers and of what customers type to sign in, checked by
 * the customer services and shown by the builder app and the published portal (both import this
 * file: no imports here).
 */

/** Rows of one customer import (a CSV checked row by row first). */
export const IMPORT_MAX_ROWS = 1000;
export const WELCOME_NOTE_MAX = 2000;
/** The sign-in code emailed beside the magic link. */
export const SIGN_IN_CODE_DIGITS = 6;
