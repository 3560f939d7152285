import { useQuery } from '@apollo/client/react';
import type { PortalFieldsFragment } from '../../gql/graphql';
import { describeError } from './describe-error';
import { PortalBySlugQuery } from './portals.documents';

export type Portal = PortalFieldsFragment;

/**
 * The portal of a builder route (`/{portalSlug}/…`). The side navigation and the screen ask for
 * the same slug, so Apollo sends one request and both read the cached answer.
 */
export function usePortalBySlug(slug: string) {
  const { data, dataState, error, refetch, loading } = useQuery(PortalBySlugQuery, { variables: { slug }, skip: !slug });
  const failure = error && dataState !== 'complete' ? describeError(error) : null;
  return {
    portal: dataState === 'complete' ? data.portal : null,
    notFound: !slug || failure?.code === 'NOT_FOUND',
    failure: failure?.code === 'NOT_FOUND' ? null : failure,
    loading,
    retry: () => void refetch(),
  };
}
