import { useCallback } from 'react';
import type { PackageTexts } from 'shared-contracts/languages';
import { ApiError } from 'shared-ui/api-client';
import { useTexts } from 'shared-ui/texts';
import { ACCOUNTS_TEXTS } from '../i18n';
import { capitaliseFirst } from './field-errors';

/** The API's own message (`{ message }`), when its answer carried one. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() || null;
  }
  return null;
}

/** The HTTP status of a failed call, or null for a network, timeout or parsing failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError && typeof error.status === 'number' ? error.status : null;
}

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
