/**
 * Whether an address comes from a campaign: it carries one of the UTM parameters the API needs to
 * record a visit (utm_source, utm_medium or utm_campaign, as POST /utm/marketing/register-visit
 * asks). In the shell's first file: the call itself is loaded only for such a visit.
 */
export function isCampaignSearch(search: string): boolean {
  const query = new URLSearchParams(search);
  return ['utm_source', 'utm_medium', 'utm_campaign'].some((name) => (query.get(name) ?? '').trim() !== '');
}
