/** Parsed "cx,cy" of a CONNECT frame: what the client can send, what it wants to receive (ms). */
export function parseHeartbeat(header: string | undefined): [number, number] | null {
  if (header === undefined || header === '') return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * STOMP 1.2 heart-beat negotiation with the server offering `serverMs` both ways:
 * the server pings every max(sx, cy) and expects something every max(cx, sy); 0 means none.
 */
export function negotiateHeartbeat(
  client: [number, number],
  serverMs: number,
): { sendEveryMs: number; expectEveryMs: number } {
  const [cx, cy] = client;
  return {
    sendEveryMs: serverMs === 0 || cy === 0 ? 0 : Math.max(serverMs, cy),
    expectEveryMs: serverMs === 0 || cx === 0 ? 0 : Math.max(serverMs, cx),
  };
}
