/**
 * The sizes server/core checks in what people send (account fields, uploads). The builder app and the
 * published portal import this file too, so a form says the number the API enforces: keep it free of
 * imports (the client bundles it).
 */

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A builder's first or last name. */
export const PERSON_NAME_MAX = 80;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Public assets: logos, display images, page images. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Private files: record files, ticket attachments, a form's FILE answers. */
export const MAX_PRIVATE_FILE_BYTES = 10 * 1024 * 1024;

/** 2097152 → "2 MB": a byte limit as messages say it. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
