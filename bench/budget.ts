// `npm run check:bundle` (CI runs it): builds the client and fails when the JavaScript that
// /auth/login or /p/{slug} loads before it is usable grows past its budget (gzip, bench/bundle.ts).
import { LOGIN_BUDGET, LOGIN_PAGE, PORTAL_BUDGET, PORTAL_ENTRY, routeBundle } from './bundle.js';

const outDir = process.argv[2] ?? 'dist/client';
/**
 * The public booking pages (client/booking.html): plain React and fetch, no Chakra or Apollo. Most of
 * it is the shared react-dom chunk (React Router's chunks are grouped into it by vite.config.ts); the
 * booking app's own code is about 10 kB.
 */
const BOOKING_ENTRY = 'booking.html';
const BOOKING_BUDGET = 115_000;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const checks = [
  { route: '/auth/login', bundle: routeBundle(outDir, LOGIN_PAGE), budget: LOGIN_BUDGET },
  { route: '/p/{slug}', bundle: routeBundle(outDir, null, PORTAL_ENTRY), budget: PORTAL_BUDGET },
  { route: '/book/{user}', bundle: routeBundle(outDir, null, BOOKING_ENTRY), budget: BOOKING_BUDGET },
];
let failed = false;
for (const { route, bundle, budget } of checks) {
  const ok = bundle.jsGzip <= budget;
  failed ||= !ok;
  console.log(
    `${route.padEnd(12)} ${kb(bundle.jsGzip).padStart(9)} of JS (gzip) before it is usable; budget ${kb(budget)}: ${ok ? 'ok' : 'OVER'}`,
  );
  if (!ok) {
    console.log('  the largest files it loads:');
    for (const f of [...bundle.js].sort((a, b) => b.gzip - a.gzip).slice(0, 8))
      console.log(`    ${f.file.padEnd(48)} ${kb(f.gzip).padStart(9)}`);
  }
}
if (failed) {
  console.error('\nA bundle is over its budget: load the new code lazily (a route or a dialog chunk), or make it smaller.');
  process.exit(1);
}
