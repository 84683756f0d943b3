import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { RequestDetails } from 'web-push';
import { isLoopbackHost } from '../../lib/sandbox-access';

/*
 * How a push leaves: the request web-push prepared (the payload encrypted for the subscription's
 * keys, aes128gcm, and the VAPID Authorization header) posted to the subscription's endpoint. web-push
 * would post it itself, but only over https; the push sandbox on this machine is http, and its host
 * may be a *.localhost name (b2b.localhost), which RFC 6761 sends to loopback while Node's resolver
 * does not know it. So the request is made here: https or http, loopback names mapped to 127.0.0.1.
 */

export interface PushResponse {
  statusCode: number;
  body: string;
}

/** Sends one prepared push; never longer than `timeoutMs`. A push service that does not answer rejects. */
export type PushTransport = (details: RequestDetails, timeoutMs: number) => Promise<PushResponse>;

/** *.localhost and localhost go to 127.0.0.1; other names to the system's resolver. */
const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (options.all) {
    (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else {
    callback(null, '127.0.0.1', 4);
  }
  void hostname;
};

/** At most this much of a push service's answer is kept (its error text, for the log). */
const MAX_ANSWER_BYTES = 4096;

export const httpPushTransport: PushTransport = (details, timeoutMs) =>
  new Promise((resolve, reject) => {
    const url = new URL(details.endpoint);
    const client = url.protocol === 'http:' ? http : https;
    const headers: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (value !== undefined) headers[name] = value as string | number;
    }
    const request = client.request(
      url,
      {
        method: details.method,
        headers,
        timeout: timeoutMs,
        ...(isLoopbackHost(url.host) ? { lookup: loopbackLookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`the push service did not answer in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
