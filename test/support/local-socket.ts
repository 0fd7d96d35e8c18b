import WebSocket from 'ws';

/** A live socket of the token's user on the local gateway, and every message the server sent it. */
export interface LocalSocket<M> {
  socket: WebSocket;
  messages: M[];
}

export function connectSocket<M>(webSocketUrl: string, idToken: string): Promise<LocalSocket<M>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${webSocketUrl}?token=${encodeURIComponent(idToken)}`);
    const messages: M[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as M));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}
