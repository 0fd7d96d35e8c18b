import { createServer } from 'node:net';
import { LOCAL_HOST, localPortSpecs, type LocalPortName, type LocalPorts } from './config';

/** A port another process holds: the message names the port, who wanted it and how to move it. */
export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly portName: LocalPortName,
    /** Set when the busy port is a neighbour the part takes besides its own. */
    readonly neighbourOf?: number,
  ) {
    const spec = localPortSpecs[portName];
    const who = neighbourOf === undefined ? spec.component : `${spec.component} (it also takes the port after ${neighbourOf})`;
    super(`Port ${port} is already in use, and ${who} needs it: stop what listens there or set ${spec.envVar} to a free port.`);
    this.name = 'PortBusyError';
  }
}

/** True when nothing listens on 127.0.0.1:port (a wildcard listener on the port also makes it busy). */
export function isPortFree(port: number, host = LOCAL_HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Checks every port before anything starts, so a clash never leaves half a stack running; `inUse`
 * names the parts already running that the stack uses rather than starts.
 */
export async function assertPortsFree(ports: LocalPorts, inUse: readonly LocalPortName[] = []): Promise<void> {
  const entries = (Object.entries(ports) as [LocalPortName, number][]).filter(([name]) => !inUse.includes(name));
  const seen = new Map<number, LocalPortName>();
  for (const [name, port] of entries) {
    const other = seen.get(port);
    if (other) throw new Error(`${localPortSpecs[name].envVar} and ${localPortSpecs[other].envVar} are both ${port}: give each part its own port.`);
    seen.set(port, name);
  }
  const free = await Promise.all(entries.map(([, port]) => isPortFree(port)));
  const busy = entries.find((_, i) => !free[i]);
  if (busy) throw new PortBusyError(busy[1], busy[0]);
  // cognito-local itself listens on the port after the Cognito port (its proxy holds the port).
  const cognitoServer = ports.cognito + 1;
  if (seen.has(cognitoServer)) {
    throw new Error(
      `The Cognito emulator also takes port ${cognitoServer} (${localPortSpecs.cognito.envVar} + 1), which ${localPortSpecs[seen.get(cognitoServer)!].envVar} uses: move one of them.`,
    );
  }
  if (!(await isPortFree(cognitoServer))) throw new PortBusyError(cognitoServer, 'cognito', ports.cognito);
}

/** Ports the OS hands out as free right now (tests and the benchmark run the stack on these). */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<import('node:net').Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen({ port: 0, host: LOCAL_HOST }, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as import('node:net').AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/**
 * Where findFreeLocalPorts looks: below the kernel's ephemeral range (32768 and up on Linux), which
 * every outgoing connection draws its local port from, so no client socket of the stack's own
 * traffic takes a port between the check and the bind; one block per test worker, so stacks
 * started side by side never pick the same ports.
 */
const PORT_BASE = 20_000;
const PORTS_PER_WORKER = 560;
const STACK_PORTS = 7;

/**
 * A full set of free ports for the stack: seven in a row (the Cognito emulator listens on its port
 * and the next one, its proxy in front), from this worker's block, at a random place in it.
 */
export async function findFreeLocalPorts(): Promise<LocalPorts> {
  const worker = Number(process.env.VITEST_POOL_ID) || (process.pid % 16) + 1;
  const block = PORT_BASE + (worker % 20) * PORTS_PER_WORKER;
  const slots = PORTS_PER_WORKER / STACK_PORTS;
  const first = Math.floor(Math.random() * slots);
  for (let i = 0; i < slots; i++) {
    const start = block + ((first + i) % slots) * STACK_PORTS;
    const range = Array.from({ length: STACK_PORTS }, (_, k) => start + k);
    if ((await Promise.all(range.map((port) => isPortFree(port)))).every(Boolean)) {
      const [app, gateway, dynamodb, cognito, , s3, stepfunctions] = range as [number, number, number, number, number, number, number];
      return { app, gateway, dynamodb, cognito, s3, stepfunctions };
    }
  }
  throw new Error(`No seven free ports in a row between ${block} and ${block + PORTS_PER_WORKER}.`);
}
