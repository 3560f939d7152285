import type { ApiKeyFieldsFragment, ApiKeyStatus, ApiScopeFieldsFragment } from '../../gql/graphql';

export const STATUS: Record<ApiKeyStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  EXPIRED: { label: 'Expired', palette: 'orange' },
  REVOKED: { label: 'Revoked', palette: 'gray' },
};

/**
 * What the server uses when a key is made without limits (the CreateApiKeyInput descriptions in
 * schema/schema.graphql). Shown as the fields' placeholders; an empty field sends nothing, so the
 * server's own default applies even if these drift.
 */
export const DEFAULT_LIMITS = { requestsPerMinute: 600, costPerMinute: 250_000 };

/** One domain of the scopes (portals, database…): its name and what its read and write scopes allow. */
export interface ScopeDomain {
  resource: string;
  label: string;
  read?: ApiScopeFieldsFragment;
  write?: ApiScopeFieldsFragment;
}

/** The scopes the server offers, one entry per domain, in the server's order. */
export function scopeDomains(scopes: readonly ApiScopeFieldsFragment[]): ScopeDomain[] {
  const byResource = new Map<string, ScopeDomain>();
  for (const scope of scopes) {
    const domain = byResource.get(scope.resource) ?? { resource: scope.resource, label: scope.label };
    if (scope.access === 'read') domain.read = scope;
    else if (scope.access === 'write') domain.write = scope;
    byResource.set(scope.resource, domain);
  }
  return [...byResource.values()];
}

/** A key's scopes as people read them, one per domain: "Database: read, write". */
export function groupedScopes(scopes: readonly string[], domains: readonly ScopeDomain[]): string[] {
  const accessOf = new Map<string, string[]>();
  for (const scope of scopes) {
    const [resource = scope, access = ''] = scope.split(':');
    accessOf.set(resource, [...(accessOf.get(resource) ?? []), access]);
  }
  const order = domains.map((d) => d.resource);
  const rank = (resource: string) => (order.includes(resource) ? order.indexOf(resource) : order.length);
  return [...accessOf.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([resource, access]) => {
      const label = domains.find((d) => d.resource === resource)?.label ?? resource;
      const sorted = [...access].sort((a, b) => (a === b ? 0 : a === 'read' ? -1 : b === 'read' ? 1 : a.localeCompare(b)));
      return `${label}: ${sorted.join(', ')}`;
    });
}

/** Keys that work first, then expired ones, revoked last (dimmed); newest first within each, as the server sends them. */
export function keyOrder(keys: readonly ApiKeyFieldsFragment[]): ApiKeyFieldsFragment[] {
  const rank: Record<ApiKeyStatus, number> = { ACTIVE: 0, EXPIRED: 1, REVOKED: 2 };
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank[a.key.status] - rank[b.key.status] || a.index - b.index)
    .map(({ key }) => key);
}

export type ExpiryChoice = 'never' | '30' | '90' | '365' | 'date';

export const EXPIRY_CHOICES: Array<{ value: ExpiryChoice; label: string }> = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In 1 year' },
  { value: 'date', label: 'On a date…' },
];

/** The expiry to send: null for never, a number of days from now, or the end of the chosen day in the builder's time zone. */
export function expiryFor(choice: ExpiryChoice, date: string, now = Date.now()): string | null | undefined {
  if (choice === 'never') return null;
  if (choice === 'date') return date ? new Date(`${date}T23:59:59`).toISOString() : undefined;
  return new Date(now + Number(choice) * 86_400_000).toISOString();
}

/** A date input's value (yyyy-mm-dd) for `days` from today, in the builder's time zone. */
export function dateInputValue(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
