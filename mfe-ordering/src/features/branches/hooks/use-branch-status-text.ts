import { useMemo } from 'react';
import { WEEKDAYS, type Branch, type ScheduleTimes } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { useOrderingT } from '../../../i18n';

/** 2025-06-08 was a domingo: the weekday of index i is that day plus i, named by Intl in the locale. */
const SUNDAY = Date.UTC(2025, 5, 8);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A branch's state in the customer's language, from the status and the times the API sends
 * (issue 11, item 9: the API used to send it as Spanish text). In Spanish: 'Abierto las 24 horas',
 * 'Abierto hasta las 02:00', 'Cierra a las 02:00', 'Abre a las 18:00', 'Cerrado · Abre hoy a las
 * 18:00' (mañana, el lunes…), 'Cerrado'.
 */
export function useBranchStatusText() {
  const { t } = useOrderingT();
  const format = useFormat();
  return useMemo(() => {
    const weekday = (day: ScheduleTimes['opensOn']) => {
      const index = day ? WEEKDAYS.indexOf(day) : -1;
      return format.date(SUNDAY + index * DAY_MS, { weekday: 'long', timeZone: 'UTC' });
    };

    /** The next opening: 'Abre hoy a las 18:00', 'Abre mañana…', 'Abre el lunes…'; null when none. */
    const opening = (times: ScheduleTimes | null | undefined): string | null => {
      if (!times?.opensAt) return null;
      const time = times.opensAt;
      if (times.opensInDays === 0) return t('status.opensToday', { time });
      if (times.opensInDays === 1) return t('status.opensTomorrow', { time });
      if (times.opensOn) return t('status.opensOn', { time, weekday: weekday(times.opensOn) });
      return t('status.opensAt', { time });
    };

    /** The state in one sentence, as the branch card shows it; the bare state without the times. */
    const status = ({ status, scheduleTimes: times }: Pick<Branch, 'status' | 'scheduleTimes'>): string => {
      if (status === 'open') {
        if (!times) return t('status.open');
        return times.closesAt ? t('status.openUntil', { time: times.closesAt }) : t('status.openAllDay');
      }
      if (status === 'closing_soon') {
        return times?.closesAt ? t('status.closesAt', { time: times.closesAt }) : t('status.closingSoon');
      }
      if (status === 'opening_soon') {
        return times?.opensAt ? t('status.opensAt', { time: times.opensAt }) : t('status.openingSoon');
      }
      const next = opening(times);
      return next ? t('status.closedUntil', { opening: next }) : t('status.closed');
    };

    /** What the closed notices add after 'La sucursal está cerrada en este momento.' */
    const whenItOpens = (branch: Pick<Branch, 'status' | 'scheduleTimes'>): string | null =>
      branch.status === 'opening_soon' && branch.scheduleTimes?.opensAt
        ? t('status.opensAt', { time: branch.scheduleTimes.opensAt })
        : opening(branch.scheduleTimes);

    return { status, whenItOpens };
  }, [t, format]);
}
