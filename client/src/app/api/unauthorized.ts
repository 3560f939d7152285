/**
 * The one reaction to a 401 (or a GraphQL UNAUTHENTICATED), whichever way the call went: the REST
 * helper, the Apollo link, the CSV export download and the import upload all report here. A screen
 * that fires several queries at once gets several 401s back together; they share the one session
 * re-check already running instead of each starting its own.
 */
type Handler = () => Promise<void>;

let handler: Handler | undefined;
let inFlight: Promise<void> | undefined;

/** The session provider registers how a 401 re-checks the session (seed §7, §8). */
export function setUnauthorizedHandler(next: Handler | undefined) {
  handler = next;
}

/** Re-checks the session, or joins the re-check already under way. Never rejects. */
export function reportUnauthorized(): Promise<void> {
  if (!handler) return Promise.resolve();
  inFlight ??= handler()
    .catch(() => {})
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
