import { rest, type RestData } from '../../app/api/rest-contract';

export const DISPLAY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** POST /v1/user/me/displayImage as multipart (upload is REST only); the server judges the bytes. */
export function uploadDisplayImage(file: File): Promise<RestData<'/v1/user/me/displayImage', 'post'>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return rest('post', '/v1/user/me/displayImage', { body: form });
}
