// The customer's two translation choices (spec 001 sections 3 and 7), kept on the device: whether
// brand texts are translated at all (the language state's translationsEnabled, default on), and the
// consent to send translation telemetry (stored locally, default off).
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

export interface TranslationSettings {
  /** translationsEnabled: brand texts in the chosen language (default true) */
  enabled: boolean;
  /** the stored consent to telemetry (default false: nothing is sent) */
  metricsConsent: boolean;
}

export interface TranslationSettingsStore {
  get(): TranslationSettings;
  set(change: Partial<TranslationSettings>): void;
  subscribe(listener: () => void): () => void;
}

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

function read(storage: SettingsStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function createTranslationSettings(
  storage: SettingsStorage = globalThis.localStorage ?? null,
): TranslationSettingsStore {
  let settings: TranslationSettings = {
    enabled: read(storage, STORAGE_KEYS.translationsEnabled) !== 'false',
    metricsConsent: read(storage, STORAGE_KEYS.translationMetricsConsent) === 'true',
  };
  const listeners = new Set<() => void>();
  return {
    get: () => settings,
    set(change) {
      settings = { ...settings, ...change };
      try {
        storage?.setItem(STORAGE_KEYS.translationsEnabled, String(settings.enabled));
        storage?.setItem(STORAGE_KEYS.translationMetricsConsent, String(settings.metricsConsent));
      } catch {
        // a full or blocked storage: the choice holds for this page
        console.warn('[translation] the translation settings could not be saved');
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
