/**
 * The sizes of a portal's name, addresses and basic info: portal.rules.ts builds its zod fields from
 * them and the builder app shows them in its forms. The client build imports this file: no imports.
 */

export const PORTAL_NAME_MAX = 80;
export const PORTAL_SLUG_MIN = 3;
export const PORTAL_SLUG_MAX = 48;
export const SUB_DOMAIN_MIN = 3;
export const SUB_DOMAIN_MAX = 63;
export const PORTAL_TITLE_MAX = 80;
export const PORTAL_DESCRIPTION_MAX = 500;
