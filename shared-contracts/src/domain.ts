/**
 * The brand is identified from the host the app is served on (spec 001 section 7, Branding):
 * 'www' and the first subdomain are removed; local hosts map to the development brands.
 */
export const LOCAL_BRAND_DOMAINS: Readonly<Record<string, string>> = {
  localhost: 'saboresdelsur.com.ar',
  '127.0.0.1': 'saboresdelsur.com.ar',
  'b2b.localhost': 'andinamayorista.com.ar',
};

export function resolveBrandDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const local = LOCAL_BRAND_DOMAINS[host];
  if (local) return local;
  if (host.endsWith('.localhost')) return LOCAL_BRAND_DOMAINS.localhost ?? host;
  const labels = host.replace(/^www\./, '').split('.');
  // Argentine domains keep three labels (brand.com.ar); others keep two.
  const keep = /\.(com|net|org|gob)\.ar$/.test(host) ? 3 : 2;
  return labels.length > keep ? labels.slice(labels.length - keep).join('.') : labels.join('.');
}
