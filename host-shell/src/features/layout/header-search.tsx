import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { useShellT } from '../../i18n';

/** Typing waits this long before the URL changes (spec 001 section 2). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The query string with `search` set to `text`, or without it when the text is empty. */
export function withSearch(search: string, text: string): string {
  const params = new URLSearchParams(search);
  if (text.trim()) params.set(URL_PARAMS.search, text);
  else params.delete(URL_PARAMS.search);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The header's search bar: its text lives in the URL's `search` parameter, replaced in place (no
 * new history entry) 300 ms after the last keystroke and removed when empty; a clear button
 * empties it at once. The screen reads the parameter from the URL.
 */
export function HeaderSearch() {
  const { t } = useShellT();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = new URLSearchParams(location.search).get(URL_PARAMS.search) ?? '';
  const [text, setText] = useState(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(location);
  latest.current = location;

  // The URL changed elsewhere (back, a link): show its text.
  useEffect(() => {
    setText((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    const { pathname, search, hash } = latest.current;
    const next = withSearch(search, value);
    if (next !== search) void navigate({ pathname, search: next, hash }, { replace: true });
  };
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    commit('');
  };

  return (
    <form className="header-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        className="header-search__input"
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
      {text ? (
        <button
          type="button"
          className="header-search__clear"
          onClick={clear}
          aria-label={t('header.clearSearch')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </form>
  );
}
