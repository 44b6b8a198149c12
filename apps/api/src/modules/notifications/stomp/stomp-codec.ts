import { FrameImpl, Parser, type IRawFrameType, type StompHeaders } from '@stomp/stompjs';

/** A decoded client frame (headers unescaped as STOMP 1.2 says, first repeated header wins). */
export type ClientFrame = { command: string; headers: StompHeaders; body: string };

/**
 * Frames in and out through @stomp/stompjs' own Parser and FrameImpl, so the server speaks
 * exactly the dialect the browser client does. The parser streams: a frame may span chunks.
 */
export function createFrameReader(onFrame: (frame: ClientFrame) => void, onPing: () => void) {
  const parser = new Parser((raw: IRawFrameType) => {
    const frame = FrameImpl.fromRawFrame(raw, true);
    onFrame({ command: frame.command, headers: frame.headers, body: frame.body });
  }, onPing);
  return (chunk: string | ArrayBuffer) => parser.parseChunk(chunk);
}

/** Serialises a server frame as text (CONNECTED headers are never escaped, per STOMP 1.2). */
export function encodeFrame(command: string, headers: StompHeaders, body = ''): string {
  return FrameImpl.marshall({ command, headers, body, escapeHeaderValues: true }) as string;
}

/** A heart-beat is a bare end-of-line. */
export const HEARTBEAT = '\n';
