import type { Branch, Brand, ConsumeType } from './entities';

/** Spec 000 and 001 section 9: the viewport is mobile below 1024 px. */
export const MOBILE_BREAKPOINT_PX = 1024;
/** The media query that matches a desktop viewport (1024 px and wider): mobile is its negation. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** A host name compared as a domain: lower case, no port, no trailing dot, no leading 'www.'. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/**
 * Whether the page is served on the one brand domain the brand's app-download configuration names
 * (spec 001 section 2: the app download modal is for one specific brand domain). The brand's other
 * domains, and a brand without the configuration, are not.
 */
export function isAppDownloadDomain(
  brand: Pick<Brand, 'appDownload'> | null | undefined,
  hostname: string,
): boolean {
  const domain = brand?.appDownload?.domain;
  return Boolean(domain) && normaliseHost(domain ?? '') === normaliseHost(hostname);
}

/**
 * Spec 000 section 9: the app-download domain "forces delivery as an option": there the checkout
 * offers delivery (by the platform) at every branch, whether or not the branch enables it, and the
 * API accepts and estimates it for orders from that domain.
 */
export const forcesDeliveryOption = isAppDownloadDomain;

/**
 * The consumption types a branch enables (spec 000 sections 1 and 3), in the order the checkout lists
 * them. `forceDelivery`: the page (or the order, or the estimate) is on the brand's app-download
 * domain (forcesDeliveryOption), where the platform's delivery is offered whatever the branch says.
 * The checkout lists these, and the API takes and estimates only these.
 */
export function offeredConsumeTypes(
  branch: Pick<Branch, 'systemOptions'>,
  { forceDelivery = false }: { forceDelivery?: boolean } = {},
): ConsumeType[] {
  const options = branch.systemOptions;
  const offered: ConsumeType[] = [];
  if (options.tableSystem) offered.push('local');
  if (options.takeawaySystem) offered.push('takeaway');
  if (options.deliverySystem || forceDelivery) offered.push('delivery');
  if (options.deliveryPropio?.activo) offered.push('delivery_propio');
  return offered;
}
