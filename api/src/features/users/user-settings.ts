import type { Queryable } from '../../db/database';

/** The settings of spec 001 a user keeps (PUT /setting/{id}); what the user never set has its default. */
export interface UserSettings {
  /** the interface language (spec 001 section 3: default es) */
  language: 'es' | 'en' | 'pt' | 'fr' | 'de' | 'it' | 'zh';
  /** whether texts are translated (spec 001 section 3: translationsEnabled, default true) */
  translationsEnabled: boolean;
  /** whether the user accepted push notifications (the notification prompt's choice) */
  notifications: boolean;
  /** consent to send translation metrics (spec 001 'Telemetry': only with the user's consent) */
  translationMetrics: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = {
  language: 'es',
  translationsEnabled: true,
  notifications: false,
  translationMetrics: false,
};

export const withDefaults = (stored: Partial<UserSettings> | null | undefined): UserSettings => ({
  ...DEFAULT_SETTINGS,
  ...(stored ?? {}),
});

export async function readSettings(
  db: Queryable,
  brandId: string,
  userId: string,
): Promise<UserSettings | null> {
  const { rows } = await db.query<{ settings: Partial<UserSettings> }>(
    'SELECT settings FROM users WHERE brand_id = $1 AND id = $2',
    [brandId, userId],
  );
  return rows[0] ? withDefaults(rows[0].settings) : null;
}

/** Merges the given settings into the stored ones; null when the user is not in the brand. */
export async function mergeSettings(
  db: Queryable,
  brandId: string,
  userId: string,
  change: Partial<UserSettings>,
): Promise<UserSettings | null> {
  const { rows } = await db.query<{ settings: Partial<UserSettings> }>(
    `UPDATE users SET settings = settings || $3::jsonb WHERE brand_id = $1 AND id = $2 RETURNING settings`,
    [brandId, userId, JSON.stringify(change)],
  );
  return rows[0] ? withDefaults(rows[0].settings) : null;
}
