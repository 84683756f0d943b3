import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * GET /api/user/notification/vapid-public-key → { data: { publicKey } }: the key the browser
 * subscribes with (PushManager.subscribe's applicationServerKey, base64url). Public: it is the
 * verifying half of the API's VAPID pair, and the page asks for it before the subscription exists.
 */
export function getVapidPublicKey(app: FastifyInstance, { push }: AppContext): void {
  app.get('/user/notification/vapid-public-key', async () => {
    const { publicKey } = await push.vapid();
    return { data: { publicKey } };
  });
}
