import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PORTAL_SLUG_MAX, PORTAL_SLUG_MIN, SUB_DOMAIN_MAX, SUB_DOMAIN_MIN } from '../../../../server/modules/portal/portal.limits';
import { describeError } from './describe-error';
import { SlugAvailabilityQuery, SubDomainAvailabilityQuery } from './portals.documents';

export type AddressKind = 'slug' | 'subDomain';

export type Availability =
  | { state: 'idle' }
  | { state: 'current' }
  | { state: 'checking' }
  | { state: 'available'; reason: string }
  | { state: 'taken'; reason: string }
  | { state: 'failed'; reason: string };

const DEBOUNCE_MS = 350;
const LIMITS: Record<AddressKind, { min: number; max: number }> = {
  slug: { min: PORTAL_SLUG_MIN, max: PORTAL_SLUG_MAX },
  subDomain: { min: SUB_DOMAIN_MIN, max: SUB_DOMAIN_MAX },
};

/**
 * Asks the server, once typing pauses, whether a slug or sub-domain is free. A value of the wrong
 * length is left to the form's own message; the current value needs no question. Answers to
 * superseded values are dropped.
 */
export function useAvailability(
  kind: AddressKind,
  raw: string,
  { portalId, current }: { portalId?: string; current?: string } = {},
): Availability {
  const client = useApolloClient();
  const value = raw.trim().toLowerCase();
  const { min, max } = LIMITS[kind];
  const skip = value.length < min || value.length > max || value === current?.toLowerCase();
  const [result, setResult] = useState<{ value: string; availability: Availability } | null>(null);

  useEffect(() => {
    if (skip) return;
    let live = true;
    const timer = setTimeout(async () => {
      let availability: Availability;
      try {
        const answer =
          kind === 'slug'
            ? (await client.query({ query: SlugAvailabilityQuery, variables: { slug: value, portalId }, fetchPolicy: 'network-only' })).data
                ?.isSlugAvailable
            : (
                await client.query({
                  query: SubDomainAvailabilityQuery,
                  variables: { subDomain: value, portalId },
                  fetchPolicy: 'network-only',
                })
              ).data?.isSubDomainAvailable;
        availability = !answer
          ? { state: 'failed', reason: 'The check did not answer. Try again in a moment.' }
          : answer.available
            ? { state: 'available', reason: answer.reason ?? `“${value}” is available.` }
            : {
                state: 'taken',
                reason: answer.reason ?? `That ${kind === 'slug' ? 'slug' : 'sub-domain'} cannot be used — choose another.`,
              };
      } catch (error) {
        availability = { state: 'failed', reason: `Availability could not be checked: ${describeError(error).message}` };
      }
      if (live) setResult({ value, availability });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, kind, value, portalId, skip]);

  if (value === current?.toLowerCase()) return { state: 'current' };
  if (skip) return { state: 'idle' };
  return result?.value === value ? result.availability : { state: 'checking' };
}
