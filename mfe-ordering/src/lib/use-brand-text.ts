import { useMemo } from 'react';
import type { Category, Product } from 'shared-contracts/entities';
import { useMountProps } from 'shared-ui/remote-context';
import { useBrandText as useSharedBrandText, usePreloadTranslations } from 'shared-ui/translation';

/**
 * The one seam for texts that come from the brand's data rather than from the app: product,
 * category, subcategory, option and option group names and descriptions, branch names, banner and
 * story titles and buttons. Everything of that kind ordering shows passes through the function this
 * returns, and nothing the app writes itself (that comes from locales/*.json).
 *
 * Spec 001 section 4 ('Translation'): in a language other than Spanish, with translations on, the
 * page's one translator (shared-ui/translation) shows the text's cached translation, or the text as
 * the brand wrote it while the translation is asked for (the screen re-renders when it arrives).
 * Only what is shown passes through: the cart, the API and tracking keep the brand's own text.
 */
export function useBrandText(): (text: string) => string {
  return useSharedBrandText();
}

function productTexts(product: Product): string[] {
  return [
    product.name,
    product.description ?? '',
    ...product.children.flatMap((option) => [option.name, option.category.name ?? '']),
  ];
}

/** Every brand text of a menu: categories, subcategories, products, their options and groups. */
export function brandTextsOfMenu(categories: readonly Category[]): string[] {
  const texts = categories.flatMap((category) => [
    category.name,
    ...category.products.flatMap(productTexts),
    ...category.subcategories.flatMap((sub) => [
      sub.name,
      sub.description ?? '',
      ...sub.products.flatMap(productTexts),
    ]),
  ]);
  return [...new Set(texts.filter((text) => text.trim() !== ''))];
}

/**
 * Translates a whole menu ahead when it loads in another language (spec 001 section 4, 'Preload':
 * batches of 20, 50 ms apart, the first after 500 ms), so a product opened or a section scrolled to
 * later is already in the customer's language.
 */
export function usePreloadMenuTexts(categories: readonly Category[] | null | undefined): void {
  const { apiBaseUrl } = useMountProps();
  const texts = useMemo(() => (categories ? brandTextsOfMenu(categories) : null), [categories]);
  usePreloadTranslations(texts, { apiBaseUrl });
}
