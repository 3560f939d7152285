import { rest, type RestData } from '../../app/api/rest-contract';

/**
 * Uploading is REST only (POST /v1/portal/logo, multipart). The portal id goes first so the
 * server knows the portal before it reads the bytes.
 */
export function uploadPortalLogo(portalId: string, file: File): Promise<RestData<'/v1/portal/logo', 'post'>> {
  const form = new FormData();
  form.append('portalId', portalId);
  form.append('file', file);
  return rest('post', '/v1/portal/logo', { body: form });
}
