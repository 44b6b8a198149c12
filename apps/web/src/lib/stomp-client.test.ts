import { ReconnectionTimeMode } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { socketUrl, stompConfig } from './stomp-client';

describe('socketUrl', () => {
  it('uses ws:// on a plain http page, keeping host and port', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' }, '/ws/v1/ws')).toBe('ws://localhost:5173/ws/v1/ws');
  });

  it('uses wss:// on an https page', () => {
    expect(socketUrl({ protocol: 'https:', host: 'portal.example.com' }, '/ws/v1/ws')).toBe(
      'wss://portal.example.com/ws/v1/ws',
    );
  });
});

describe('stompConfig', () => {
  const config = stompConfig('wss://portal.example.com/ws/v1/ws', 'abc.def.ghi');

  it('connects to the given address with the bearer token on CONNECT', () => {
    expect(config.brokerURL).toBe('wss://portal.example.com/ws/v1/ws');
    expect(config.connectHeaders).toEqual({ Authorization: 'Bearer abc.def.ghi' });
  });

  it('reconnects after 5 s, doubling up to 15 minutes', () => {
    expect(config.reconnectDelay).toBe(5000);
    expect(config.reconnectTimeMode).toBe(ReconnectionTimeMode.EXPONENTIAL);
    expect(config.maxReconnectDelay).toBe(15 * 60 * 1000);
  });

  it('sends and expects heartbeats every 10 s and splits frames into 8 KB chunks', () => {
    expect(config.heartbeatIncoming).toBe(10_000);
    expect(config.heartbeatOutgoing).toBe(10_000);
    expect(config.splitLargeFrames).toBe(true);
    expect(config.maxWebSocketChunkSize).toBe(8192);
  });
});
