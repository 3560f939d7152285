// The embedded database's own thread. PGlite runs a statement on the thread that calls it, so on the
// server's main thread one long scan would stop every request, /healthz included (issue 24). Here it
// runs beside the main thread and is served over the PostgreSQL wire protocol on a Unix socket
// (@electric-sql/pglite-socket); the app reaches it with postgres.js, the same driver as on a server.
// Plain JavaScript so that tsx, vitest and the compiled server all start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, loadDataDir, socketPath } = workerData;

try {
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    // The calls' exclusion constraint (no double booking) needs `=` on a uuid inside a GiST index.
    extensions: { btree_gist },
  });
  // One connection: PGlite is one session, and the app's pool holds exactly one (db/index.ts).
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.on('message', async (message) => {
    try {
      if (message.type === 'dump') {
        const dump = await pglite.dumpDataDir('gzip');
        const data = await dump.arrayBuffer();
        parentPort.postMessage({ type: 'dump', id: message.id, data }, [data]);
      } else if (message.type === 'close') {
        await server.stop();
        await pglite.close();
        parentPort.postMessage({ type: 'closed' });
      }
    } catch (error) {
      parentPort.postMessage({ type: 'error', id: message.id, message: String(error?.stack ?? error) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) });
}
