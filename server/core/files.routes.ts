import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound, unauthenticated } from './errors.js';
import { checkFileLink, PRIVATE_FILES_PREFIX } from './file-urls.js';
import { fileById, fileForMember } from './files.js';
import { isUuid } from './ids.js';
import { FILES_PREFIX, isPublicKey, storedType, type Storage } from './storage.js';

/**
 * The two ways a stored file is served; both so that no upload can run script (sandboxed, never
 * sniffed) and anything but an image is a download, never a page of ours.
 * - GET /files/<folder>/<sha256>.<ext>: public assets (logos, display images). Content-addressed, so
 *   cached for good. Record files are not served here, whatever their key.
 * - GET /files/private/<file id>: private files, while their row exists, with a signed link
 *   (?expires&signature, see file-urls.ts) or a builder's bearer token for the file's workspace;
 *   never cached.
 */
export async function fileRoutes(app: FastifyInstance, storage: Storage): Promise<void> {
  app.get(`${FILES_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = isPublicKey(key) ? await storage.read(key) : null;
    if (!bytes) return reply.callNotFound();
    return send(reply, key, bytes, 'public, max-age=31536000, immutable');
  });

  app.get(`${PRIVATE_FILES_PREFIX}:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { expires, signature } = request.query as { expires?: unknown; signature?: unknown };
    const ctx = request.ctx;
    if (!isUuid(id)) throw notFound('file');
    let row;
    if (signature !== undefined || expires !== undefined) {
      const check = checkFileLink(ctx.config, id.toLowerCase(), expires, signature);
      if (check === 'expired') throw new AppError('FORBIDDEN', 'This file link has expired — reload the page to get a new one.');
      if (check === 'invalid') throw new AppError('FORBIDDEN', 'This file link is not valid — open the file from its record again.');
      [row] = await fileById(ctx.db).execute({ id });
    } else {
      const caller = await ctx.caller();
      if (caller.kind === 'anonymous') throw unauthenticated();
      if (caller.kind !== 'builder') throw notFound('file');
      // A key reads the workspace's private files (record files, uploads) with the database's read scope.
      if (caller.key && !caller.key.scopes.includes('database:read'))
        throw new AppError(
          'FORBIDDEN',
          'This API key lacks the database:read scope — an admin can make a key with it in Settings → API keys.',
        );
      [row] = (await fileForMember(ctx.db).execute({ id, userId: caller.user.id })).map((r) => r.file);
    }
    const bytes = row ? await storage.read(row.storageKey) : null;
    if (!row || !bytes) throw notFound('file');
    return send(reply, row.storageKey, bytes, 'private, no-store', row.name);
  });
}

/** A private file's bytes for a route that checked who may read it (a ticket's attachment, a run's file). */
export async function sendPrivateFile(
  ctx: { storage: Storage },
  reply: FastifyReply,
  row: { storageKey: string; name: string },
): Promise<FastifyReply> {
  const bytes = await ctx.storage.read(row.storageKey);
  if (!bytes) throw notFound('file');
  return send(reply, row.storageKey, bytes, 'private, no-store', row.name);
}

function send(reply: FastifyReply, key: string, bytes: Buffer, cacheControl: string, name?: string) {
  const stored = storedType(key);
  return reply
    .type(stored.contentType)
    .header('cache-control', cacheControl)
    .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${stored.inline ? 'inline' : 'attachment'}${name ? filename(name) : ''}`)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(bytes);
}

/** The file's name for "Save as": an ASCII fallback and the exact name (RFC 6266). */
function filename(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
