import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { sessionOfUser } from '../auth/session';
import type { Audience } from './marketing-repository';

/**
 * The audience of banners and stories comes from the caller's session, never from the user id in
 * the path (issue 11, item 4): registered only when the session is a registered customer of the
 * brand and the user the path names. No session, a guest's, someone else's, or a token that is no
 * longer valid all see what guests see; the call stays public, so the home still loads.
 */
export async function audienceOf(
  request: FastifyRequest,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  brandId: string,
  userId: string,
): Promise<Audience> {
  // no user in the path: the same for everyone, whatever session comes along (a public answer)
  if (userId === 'guest') return 'guest';
  const auth = await sessionOfUser(request, db, clock, brandId, userId);
  return auth?.user.typeUser === 'registered' ? 'registered' : 'guest';
}
