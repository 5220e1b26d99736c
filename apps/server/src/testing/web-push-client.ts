import { createDecipheriv, createECDH, createPublicKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PushPayload } from '@croupier/contracts/push';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.ts';

/**
 * A browser's side of Web Push and a push service, for tests (issue 24 §1, decision 0129): a device with its own
 * P-256 keys and auth secret that decrypts what the platform sent with RFC 8291's steps written out, and an HTTP
 * server on loopback that receives the posts. Tests then do not trust the library that encrypted and signed.
 */

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export class PushService {
  readonly received: Received[] = [];
  /** Paths the service answers 410 Gone for: the browser dropped the subscription. */
  readonly gone = new Set<string>();
  #server: LoopbackServer | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = await startLoopbackServer((request, body, response) => {
      const path = request.url ?? '';
      this.received.push({ path, headers: request.headers, body });
      response.writeHead(this.gone.has(path) ? 410 : 201).end();
    });
    this.url = this.#server.url;
  }

  to(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return this.#server?.close() ?? Promise.resolve();
  }
}

export class PushDevice {
  readonly #ecdh = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly publicKey: Buffer;
  readonly endpoint: string;
  constructor(endpoint: string) {
    this.endpoint = endpoint;
    this.publicKey = this.#ecdh.generateKeys();
  }

  subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** RFC 8291 §3.4 and RFC 8188: the aes128gcm record the push service carried. */
  decrypt(body: Buffer): PushPayload {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const shared = this.#ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    const end = padded.lastIndexOf(2);
    return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
  }
}

/** The VAPID public key (an uncompressed P-256 point) as a key to verify the JWT's ES256 signature with. */
export function vapidKey(publicKey: string): KeyObject {
  const point = Buffer.from(publicKey, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}
