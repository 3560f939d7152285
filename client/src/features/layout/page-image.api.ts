import { rest, type RestData } from '../../app/api/rest-contract';

/**
 * An image for an IMAGE block: REST only (POST /v1/pages/images, multipart). The portal id goes
 * first so the server knows the portal before it reads the bytes.
 */
export function uploadPageImage(portalId: string, file: File): Promise<RestData<'/v1/pages/images', 'post'>> {
  const form = new FormData();
  form.append('portalId', portalId);
  form.append('file', file);
  return rest('post', '/v1/pages/images', { body: form });
}
