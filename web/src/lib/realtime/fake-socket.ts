import type { SocketLike } from './realtime-client';

/** A WebSocket stand-in for tests: records what was sent; the test opens, drops or refuses it. */
export class FakeSocket implements SocketLike {
  static readonly instances: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static readonly create = (url: string) => new FakeSocket(url);
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }
  static reset() {
    FakeSocket.instances.length = 0;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The connection could not be made (or the server dropped it). */
  drop(code = 1006, reason = '') {
    this.onerror?.(new Event('error'));
    this.close(code, reason);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
