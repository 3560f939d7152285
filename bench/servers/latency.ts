// One request at a time against one URL for a number of seconds, timing each with
// performance.now(): the latency a person waits, to the microsecond (autocannon reports whole
// milliseconds). Run by bench/records.ts pinned to the load generator's core; prints JSON.
import http from 'node:http';

const [url, method, body, authorization, seconds] = process.argv.slice(2) as [string, string, string, string, string];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const target = new URL(url);

function once(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body || undefined);
  });
}

const times: number[] = [];
let errors = 0;
const until = performance.now() + Number(seconds) * 1000;
while (performance.now() < until) {
  try {
    times.push(await once());
  } catch {
    errors++;
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
process.stdout.write(JSON.stringify({ n: times.length, p50: at(0.5), p99: at(0.99), rps: times.length / Number(seconds), errors }));
agent.destroy();
