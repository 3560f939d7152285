import { ApiError, authHeaders } from '../../app/api/rest';

export const DISPLAY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const DISPLAY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/**
 * POST /v1/user/me/displayImage as multipart (upload is REST only). The server decides the type
 * from the bytes; failures come back as `{success: false, message, code, details}`.
 */
export async function uploadDisplayImage(file: File): Promise<{ profileImageUrl: string | null }> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/v1/user/me/displayImage', {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', ...authHeaders() },
      body: form,
    });
  } catch {
    throw new ApiError('Portico cannot be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  const json = (await response.json().catch(() => null)) as
    | { success: boolean; data?: { profileImageUrl: string | null }; message?: string; code?: string; details?: Record<string, string> }
    | null;
  if (!response.ok || !json || json.success === false || !json.data) {
    const message =
      json?.message ?? (response.status === 413 ? 'The image is larger than 2 MB. Choose a smaller one.' : `The server answered ${response.status}. Try again in a moment.`);
    throw new ApiError(message, response.status, json?.code, json?.details);
  }
  return json.data;
}
