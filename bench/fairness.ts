// Fairness between tenants (issue 10): one builder floods heavy requests (counts with a text filter
// over 100,000 records) while another reads its portal list. The victim's p99, one request at a time,
// must stay within 2× of its p99 when the server is quiet. See bench/README.md.
import { waitForSortIndex, type Kit, type Server } from './records.js';

const FLOOD_CONNECTIONS = 16;
const TARGET = 2;

export async function fairnessBench(kit: Kit, portico: Server, collectionId: string): Promise<{ lines: string[]; ok: boolean }> {
  const { step } = kit;
  const victim = await registerVictim(portico.url);
  const [user] = await kit.db<{ workspace: string }[]>`select current_workspace_id as workspace from users where id = ${victim.userId}`;
  await kit.db`
    insert into portals (workspace_id, name, slug, sub_domain, basic_info)
    select ${user!.workspace}, 'Victim portal ' || n, 'victim-portal-' || n, 'victim-portal-' || n, '{"title":"","description":"","supportEmail":null}'::jsonb
    from generate_series(1, 50) as n`;

  const list = () => kit.latency(`${portico.url}/v1/portal/list`, 'GET', '', `Bearer ${victim.token}`, kit.settings.duration);
  const filter = JSON.stringify([{ field: 'notes', op: 'contains', value: 'a phrase no record has' }]);
  const heavyUrl = `${portico.url}/v1/database/records/count?collectionId=${collectionId}&filter=${encodeURIComponent(filter)}`;

  // The first search of a field of a large collection has its trigram index built, by a job; a
  // busy collection's searches read it from then on. The flood below is the steady state.
  const countOnce = async () => {
    const started = performance.now();
    const res = await fetch(heavyUrl, { headers: { authorization: `Bearer ${kit.token}` } });
    if (res.status !== 200) throw new Error(`count: ${res.status} ${await res.text()}`);
    return performance.now() - started;
  };
  const firstMs = await countOnce();
  step('Fairness: waiting for the trigram index on Notes …');
  const searchIndex = await waitForSortIndex(kit.db, collectionId, 'crt_');
  await countOnce();
  const indexedMs = await countOnce();

  step('Fairness: the victim reads its portal list alone …');
  await list(); // warm
  const quiet = await list();
  step(`Fairness: the same while another builder floods counts over a text filter (${FLOOD_CONNECTIONS} connections) …`);
  const flood = kit.cannon(['-H', `authorization=Bearer ${kit.token}`, heavyUrl], kit.settings.duration + 3, FLOOD_CONNECTIONS);
  await new Promise((r) => setTimeout(r, 1500));
  const loud = await list();
  const attacker = await flood;

  const ratio = loud.p99 / Math.max(quiet.p99, 0.001);
  const ok = ratio <= TARGET && loud.errors === 0;
  const lines = [
    `Fairness: a victim's portal list (one request at a time) while another builder floods ${FLOOD_CONNECTIONS} heavy counts at once:`,
    kit.table(
      ['victim', 'p50 ms', 'p99 ms', 'errors'],
      [
        ['quiet', quiet.p50.toFixed(2), quiet.p99.toFixed(2), String(quiet.errors)],
        ['during the flood', loud.p50.toFixed(2), loud.p99.toFixed(2), String(loud.errors)],
      ],
    ),
    `one count before the search index: ${firstMs.toFixed(0)} ms; with it (${searchIndex}): ${indexedMs.toFixed(1)} ms`,
    `the flood: ${attacker.rps.toFixed(1)} counts/s, p50 ${attacker.p50.toFixed(0)} ms, ${attacker.errors} refused or failed (RATE_LIMITED past its queue is expected)`,
    `victim p99 during / quiet: ${ratio.toFixed(2)}, target ≤ ${TARGET}: ${ok ? 'PASS' : 'FAIL'}`,
  ];
  return { lines, ok };
}

async function registerVictim(baseUrl: string): Promise<{ token: string; userId: string }> {
  const credentials = { email: `victim-${process.pid}@example.com`, password: 'correct horse battery staple' };
  const post = (url: string, body: unknown) =>
    fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/v1/auth/register', { ...credentials, firstName: 'Victor', lastName: 'Victim' });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const res = await post('/v1/auth/login', credentials);
  const body = (await res.json()) as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id };
}
