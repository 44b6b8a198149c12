// Users' notification sockets for the load scenario: STOMP 1.2 over the API's WebSocket, spread over the
// API processes, with the time each push arrives (publish-to-receive is measured from the POST).
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

const PATH = '/ws/v1/ws';
const DESTINATION = '/user/queue/notifications';

/** Opens `count` sockets for the given tokens (round-robin over users and bases); resolves once all subscribed. */
export async function openSockets(bases, tokens, count) {
  const users = Object.keys(tokens);
  const sockets = [];
  for (let i = 0; i < count; i++) {
    const user = users[i % users.length];
    const base = bases[i % bases.length].replace(/^http/, 'ws');
    sockets.push(openOne(`${base}${PATH}`, tokens[user], user));
    // Not all at once: a crowd of handshakes in one tick is a test of the accept queue, not of the portal.
    if (i % 50 === 49) await Promise.all(sockets.slice(-50).map((s) => s.ready));
  }
  await Promise.all(sockets.map((s) => s.ready));
  return sockets;
}

function openOne(url, token, user) {
  const socket = { user, received: [], client: null, ready: null };
  socket.ready = new Promise((resolve, reject) => {
    socket.client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      connectHeaders: { Authorization: `Bearer ${token}` },
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      reconnectDelay: 0,
      onConnect: () => {
        const receipt = `r-${Math.random().toString(36).slice(2)}`;
        socket.client.watchForReceipt(receipt, () => resolve());
        socket.client.subscribe(
          DESTINATION,
          (m) => socket.received.push({ title: JSON.parse(m.body).title, at: Date.now() }),
          {
            receipt,
          },
        );
      },
      onStompError: (f) => reject(new Error(`STOMP ${f.headers.message}`)),
      onWebSocketError: () => reject(new Error(`socket to ${url} failed`)),
    });
    socket.client.activate();
  });
  return socket;
}

export async function closeSockets(sockets) {
  await Promise.all(sockets.map((s) => s.client.deactivate()));
}
