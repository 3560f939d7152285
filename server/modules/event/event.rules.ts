/**
 * What a path of the published portal is, in the words of the builder who reads the analytics and the
 * feed: "Ticket", "Sign-in", "Home page" instead of /tickets/3f2c…. Shared by the server (Top pages) and
 * the builder's app (the feed), so no zod or Node here.
 */
export type PortalPathKind = 'home' | 'tickets' | 'new-ticket' | 'ticket' | 'data' | 'workflow' | 'run' | 'sign-in' | 'page';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ROUTES: Array<{ re: RegExp; kind: PortalPathKind; label: string }> = [
  { re: /^\/?$/, kind: 'home', label: 'Home page' },
  { re: /^\/tickets$/, kind: 'tickets', label: 'Tickets' },
  { re: /^\/tickets\/new$/, kind: 'new-ticket', label: 'New ticket' },
  { re: new RegExp(`^/tickets/(${UUID})$`, 'i'), kind: 'ticket', label: 'A ticket' },
  { re: new RegExp(`^/data/(${UUID})$`, 'i'), kind: 'data', label: 'Shared records' },
  { re: /^\/workflows\/([a-z0-9-]+)$/, kind: 'workflow', label: 'A workflow' },
  { re: new RegExp(`^/runs/(${UUID}|resume)$`, 'i'), kind: 'run', label: 'A workflow in progress' },
  { re: /^\/auth\/(sign-in|magic)$/, kind: 'sign-in', label: 'Sign-in' },
];

export function describePortalPath(path: string): { kind: PortalPathKind; label: string; ref: string | null } {
  for (const route of ROUTES) {
    const m = route.re.exec(path);
    if (m) return { kind: route.kind, label: route.label, ref: m[1] ?? null };
  }
  return { kind: 'page', label: path, ref: null };
}

/** The path has an id in it: a person should never have to read it. */
export const hasOpaqueId = (path: string) => new RegExp(UUID, 'i').test(path);
