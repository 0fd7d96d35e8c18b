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

/** Checks every port before anything starts, so a clash never leaves half a stack running. */
export async function assertPortsFree(ports: LocalPorts): Promise<void> {
  const entries = Object.entries(ports) as [LocalPortName, number][];
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
    throw new Error(`The Cognito emulator also takes port ${cognitoServer} (${localPortSpecs.cognito.envVar} + 1), which ${localPortSpecs[seen.get(cognitoServer)!].envVar} uses: move one of them.`);
  }
  if (!(await isPortFree(cognitoServer))) throw new PortBusyError(cognitoServer, 'cognito', ports.cognito);
}

/** Ports the OS hands out as free right now (tests and the benchmark run the stack on these). */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<import('node:net').Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: LOCAL_HOST }, () => resolve(server));
    })),
  );
  const ports = servers.map((s) => (s.address() as import('node:net').AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/**
 * A full set of free ports for the stack. The Cognito emulator listens on its port and the next
 * one (its proxy in front), so the cognito port is picked with a free neighbour.
 */
export async function findFreeLocalPorts(): Promise<LocalPorts> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [app, gateway, dynamodb, cognito, s3, stepfunctions] = await findFreePorts(6);
    const ports = { app, gateway, dynamodb, cognito, s3, stepfunctions };
    const all = new Set(Object.values(ports));
    if (!all.has(cognito + 1) && (await isPortFree(cognito + 1))) return ports;
  }
  throw new Error('Could not find a free port pair for the Cognito emulator.');
}
