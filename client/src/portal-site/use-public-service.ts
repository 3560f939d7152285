import { useEffect, useState } from 'react';
import { call, type PortalApiError, type Schemas } from './api';

export type PublicService = Schemas['PublicServiceWithHost'];

/**
 * A service as a BOOKING block or step shows it (GET /v1/services/public/one): undefined while it
 * loads, null when it is gone or switched off, with why a load failed and a way to try again.
 */
export function usePublicService(serviceId: string | null) {
  const [service, setService] = useState<PublicService | null | undefined>(undefined);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!serviceId) return;
    let live = true;
    setFailed(null);
    call<PublicService>('GET', '/services/public/one', { query: { id: serviceId } }).then(
      (s) => live && setService(s),
      (e: PortalApiError) => {
        if (!live) return;
        if (e.status === 404) setService(null);
        else setFailed(e.message);
      },
    );
    return () => {
      live = false;
    };
  }, [serviceId, attempt]);
  return { service, failed, retry: () => setAttempt((n) => n + 1) };
}
