/** Text for an email's HTML part. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A name someone typed (a builder's, a customer's, a portal's), made so that mail clients do not
 * turn it into a link: "Visit evil.example" or "https://evil.example/login" as a name would
 * otherwise arrive as a clickable link in a message from Portico. A zero-width space after each
 * dot, colon, slash and @ breaks the link detection and shows nothing.
 */
export const inertName = (name: string) => name.replace(/([.:/@])/g, '$1\u200B');
