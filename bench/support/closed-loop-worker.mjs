/**
 * The load clients of a closed-loop benchmark, in their own thread: clients stand for browsers on
 * other machines, so their requests and answers must not take turns with the stack's handlers on
 * the stack's event loop (that would add the clients' own work to every latency measured).
 *
 * workerData: { apiUrl, token, seconds, paths } where paths[client] is that client's request
 * sequence (cycled). Posts back { latencies, failures, elapsedMs }.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { apiUrl, token, seconds, paths } = workerData;
const latencies = [];
let failures = 0;
const until = performance.now() + seconds * 1000;

async function client(sequence) {
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${sequence[n % sequence.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!res.ok) failures++;
  }
}

const began = performance.now();
await Promise.all(paths.map((sequence) => client(sequence)));
parentPort.postMessage({ latencies, failures, elapsedMs: performance.now() - began });
