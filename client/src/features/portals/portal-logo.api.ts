import { api } from '../../app/api/rest';

/**
 * Uploading is REST only (POST /v1/portal/logo, multipart). The portal id goes first so the
 * server knows the portal before it reads the bytes.
 */
export function uploadPortalLogo(portalId: string, file: File): Promise<{ logoUrl: string | null }> {
  const form = new FormData();
  form.append('portalId', portalId);
  form.append('file', file);
  return api('POST', '/portal/logo', { body: form });
}
