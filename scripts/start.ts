/**
 * `npm start`: applies the D1 migrations, creates `.dev.vars` when missing, starts `wrangler dev`
 * on 127.0.0.1:8787 (PORT overrides) and one session-node; Ctrl-C stops both.
 */
import path from 'node:path';
import { applyMigrations, effectiveVars, ensureDevVars, ROOT, startSessionNode, startWorker, stopProcess } from './stack';

const port = Number(process.env.PORT ?? 8787);
const persistTo = path.join(ROOT, '.wrangler', 'state');
const engine = process.env.KURIR_ENGINE === 'simulator' ? 'simulator' : 'baileys';

const vars = effectiveVars(ensureDevVars());
console.log('applying D1 migrations …');
await applyMigrations(persistTo);
console.log(`starting the worker on http://127.0.0.1:${port} …`);
const worker = await startWorker({ port, persistTo, vars });
const workerUrl = `http://127.0.0.1:${port}`;
const node = startSessionNode({ workerUrl, nodeToken: vars.NODE_TOKEN ?? '', engine });
console.log(`Kurir runs on ${workerUrl} with the ${engine} engine. Ctrl-C stops it.`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopProcess(node), stopProcess(worker)]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
node.on('exit', (code) => {
  if (!stopping) {
    console.error(`the session-node exited (${code}); stopping`);
    void shutdown();
  }
});
worker.on('exit', (code) => {
  if (!stopping) {
    console.error(`wrangler dev exited (${code}); stopping`);
    void shutdown();
  }
});
