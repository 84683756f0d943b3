import { useCallback } from 'react';
import type { PackageTexts } from 'shared-contracts/languages';
import { serverMessageOf } from 'shared-ui/server-message';
import { useTexts } from 'shared-ui/texts';
import { ACCOUNTS_TEXTS } from '../i18n';
import { capitaliseFirst } from './field-errors';

export { serverMessageOf, statusOf } from 'shared-ui/server-message';

/**
 * The text for a failed call: the server's message as it wrote it (the API speaks the specs'
 * Spanish), or, in another language or without one, this remote's translation of `key` (in the
 * namespace of `texts`: the ways in's by default).
 */
export function useServerText(texts: PackageTexts = ACCOUNTS_TEXTS) {
  const { t, language } = useTexts(texts);
  return useCallback(
    (error: unknown, key: string) => {
      const message = serverMessageOf(error);
      return language === 'es' && message ? capitaliseFirst(message) : t(key);
    },
    [language, t],
  );
}
