import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The browser's side of Web Push, for tests: the subscription's keys (an ECDH P-256 pair and a 16-byte
 * auth secret, as PushManager.subscribe makes them) and the decryption of what a push service hands
 * over (RFC 8291's aes128gcm, RFC 8188), written from the RFCs with node:crypto alone, so a test reads
 * the API's pushes the way Chromium would.
 */

export interface PushReceiver {
  /** the subscription's keys as PushSubscription.toJSON() carries them (base64url) */
  keys: { p256dh: string; auth: string };
  /** the plaintext of an aes128gcm push body */
  decrypt(body: Buffer): string;
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

export function createPushReceiver(): PushReceiver {
  const ecdh = createECDH('prime256v1');
  const receiverPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: receiverPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // the header: salt (16), record size (4), key id length (1), key id (the sender's public key)
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info'),
        Buffer.from([0]),
        receiverPublic,
        senderPublic,
      ]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // the last record ends with the delimiter 0x02 and any zero padding
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 0x02) throw new Error('not the last record of an aes128gcm body');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
