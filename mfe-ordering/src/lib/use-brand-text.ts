import { useCallback } from 'react';

/**
 * The one seam for texts that come from the brand's data rather than from the app: product,
 * category, subcategory, option and option group names and descriptions, branch names, banner and
 * story titles and buttons. Everything of that kind ordering shows passes through the function this
 * returns, and nothing the app writes itself (that comes from locales/*.json).
 *
 * Spec 001 has the translation service translate these into the chosen language (section 4,
 * 'Translation'); a later issue wires it in here, so no screen changes. Until then a text shows as
 * the brand wrote it. Only what is shown passes through: the cart, the API and tracking keep the
 * brand's own text.
 */
export function useBrandText(): (text: string) => string {
  return useCallback((text: string) => text, []);
}
