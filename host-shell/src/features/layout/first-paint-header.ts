import { ROUTES, isUnder, normalisePath } from 'shared-contracts/routes';

/** What the header will hold once the screen of a path is drawn, as far as its height and its left edge go. */
export interface ExpectedHeader {
  /** the screen asks for the search bar (52 px under the header's bar) */
  searchBar: boolean;
  /** the screen sets a back button (44 px before the logo) */
  back: boolean;
}

const NOTHING: ExpectedHeader = { searchBar: false, back: false };

/**
 * The header the first screen of a path asks for, known to the shell before its remote has arrived
 * (issue 30 item 2): the header is drawn with it from the first paint, so the screen's own header,
 * set in the frame the screen is drawn (useShellHeader), neither pushes the page down by the search
 * bar's height nor moves the logo by the back button's width. It mirrors what the screens set (the
 * ordering remote's branch list, branch home, menu and summary, the checkout): a guess that turns
 * out wrong costs one layout shift, as when there was no guess, and is replaced by the screen's own.
 */
export function expectedHeader(pathname: string): ExpectedHeader {
  const path = normalisePath(pathname);
  if (path === ROUTES.base) return { searchBar: true, back: false };
  if (isUnder(path, ROUTES.branchHome)) return { searchBar: true, back: true };
  if (isUnder(path, ROUTES.menu)) return { searchBar: !path.includes('/subcategory/'), back: true };
  if (isUnder(path, ROUTES.orderSummary)) return { searchBar: false, back: true };
  if (path === ROUTES.checkout) return { searchBar: false, back: true };
  return NOTHING;
}
