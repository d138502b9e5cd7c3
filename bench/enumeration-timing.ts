// Does the answer's timing tell whether an account exists? Sends the same requests for known and unknown
// addresses to an in-process server on an in-memory database and compares the latency distributions.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { hashPassword, newPublicId } from '../apps/server/src/lib/crypto.ts';

const SAMPLES = Number(process.env.SAMPLES ?? 150);
const db = await openDatabase({});
const hash = await hashPassword('Known!2345');
for (let index = 0; index < SAMPLES; index += 1) {
  await db.query('insert into users (public_id, email, password_hash) values ($1, $2, $3)', [
    newPublicId(),
    `known-${index}@example.com`,
    hash,
  ]);
}
const { server } = await buildApp({ db });

async function time(url: string, payload: object, index: number) {
  // A new address per request keeps the per-address limits out of the measurement.
  const remoteAddress = `127.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const started = process.hrtime.bigint();
  const response = await server.inject({ method: 'POST', url, payload, remoteAddress });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  return { elapsed, status: response.statusCode };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function compare(name: string, url: string, payloadFor: (email: string) => object) {
  const known: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<string>();
  // Interleaved in a random order, so drift on a noisy machine hits both sides alike; a pause after each
  // request lets work the server does after answering (sending the e-mail) finish before the next one.
  for (let index = 0; index < SAMPLES; index += 1) {
    const knownFirst = Math.random() < 0.5;
    const run = async (isKnown: boolean, slot: number) => {
      const result = await time(url, payloadFor(`${isKnown ? 'known' : 'unknown'}-${index}@example.com`), slot);
      await sleep(10);
      return result;
    };
    const first = await run(knownFirst, index * 2);
    const second = await run(!knownFirst, index * 2 + 1);
    const [a, b] = knownFirst ? [first, second] : [second, first];
    known.push(a.elapsed);
    unknown.push(b.elapsed);
    statuses.add(`${a.status}/${b.status}`);
  }
  const line = (label: string, values: number[]) =>
    `${label} p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
  const ratio = percentile(unknown, 50) / percentile(known, 50);
  process.stdout.write(
    `${name} (${SAMPLES} each; statuses known/unknown: ${[...statuses].join(', ')})\n  ${line('known  ', known)}\n  ${line('unknown', unknown)}\n  median ratio unknown/known: ${ratio.toFixed(3)}\n`,
  );
}

await compare('POST /api/ForgotPassword', '/api/ForgotPassword', (email) => ({ Email: email }));
await compare('POST /api/Authenticate (wrong password)', '/api/Authenticate', (email) => ({
  Email: email,
  Password: 'Wrong!2345',
}));
await server.close();
await db.close();
