import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Schedule } from 'shared-contracts/entities';
import {
  BRANCH_TIME_ZONE,
  branchInstant,
  branchWallClock,
  formatMinutes,
  parsePickupTime,
  pickupDays,
  pickupTimeRanges,
  pickupTimeText,
} from 'shared-contracts/pickup-time';
import { useCheckoutT } from '../../../i18n';

/** The picked value as the date and time on the branch's clock, or empty fields. */
function pickedParts(value: string | null): { date: string; time: string } {
  const at = value ? parsePickupTime(value) : null;
  if (!at) return { date: '', time: '' };
  const clock = branchWallClock(at);
  return { date: clock.date, time: formatMinutes(clock.minute) };
}

/**
 * Pickup time for takeaway (spec 000 section 5): a day among the next 30 that have a schedule, and a
 * time in one-minute steps, on the branch's clock (Buenos Aires) whatever the browser's zone. The
 * times the day offers are listed under the field; the rule's message shows when the time breaks it.
 * Memoised: it renders again only when its own props change (issue 30 item 5).
 */
export const PickupTimePicker = memo(function PickupTimePicker({
  schedule,
  value,
  now,
  error,
  onChange,
}: {
  schedule: Schedule | undefined;
  value: string | null;
  now: Date;
  error: string | null;
  onChange: (pickUpTime: string | null) => void;
}) {
  const { t, i18n } = useCheckoutT();
  const dayId = useId();
  const timeId = useId();
  const hintId = useId();
  const errorId = useId();
  const picked = pickedParts(value);
  // The day and time as chosen, so a day picked before its time is not lost.
  const [draftDate, setDraftDate] = useState(picked.date);
  const [draftTime, setDraftTime] = useState(picked.time);
  const days = useMemo(() => pickupDays(schedule, now), [schedule, now]);
  const date = picked.date || draftDate || days[0]?.date || '';
  const ranges = useMemo(() => (date ? pickupTimeRanges(schedule, date, now) : []), [schedule, date, now]);
  const dayName = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: BRANCH_TIME_ZONE,
      }),
    [i18n.language],
  );
  const labelOf = (day: string) => {
    const noon = branchInstant(day, '12:00');
    return noon ? dayName.format(noon) : day;
  };
  const pick = (nextDate: string, time: string) => {
    setDraftDate(nextDate);
    setDraftTime(time);
    onChange(nextDate && time ? pickupTimeText(nextDate, time) : null);
  };
  const showError = Boolean(error) && (Boolean(value) || draftTime !== '');
  // Issue 28 item 18: the error is brought above the fixed send bar (its scroll margin is the bar's
  // room), so on a phone it is never left under the bar.
  const errorRef = useRef<HTMLParagraphElement>(null);
  const shownError = showError ? error : null;
  useEffect(() => {
    if (shownError) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shownError]);

  return (
    <section className="checkout-section surface-card">
      <fieldset className="choice-list">
        <legend className="choice-list__legend">{t('pickup.title')}</legend>
        {days.length === 0 ? (
          <p className="checkout-notice checkout-notice--error" role="alert">
            {t('pickup.noDays')}
          </p>
        ) : (
          <>
            <label htmlFor={dayId}>{t('pickup.day')}</label>
            <select
              id={dayId}
              className="field"
              value={date}
              onChange={(event) => pick(event.target.value, draftTime || picked.time)}
            >
              {days.map((day) => (
                <option key={day.date} value={day.date}>
                  {labelOf(day.date)}
                </option>
              ))}
            </select>
            <label htmlFor={timeId}>{t('pickup.time')}</label>
            <input
              id={timeId}
              className="field"
              type="time"
              step={60}
              required
              value={draftTime || picked.time}
              aria-invalid={showError}
              aria-describedby={`${hintId}${showError ? ` ${errorId}` : ''}`}
              onChange={(event) => pick(date, event.target.value)}
            />
            <p id={hintId} className="choice-list__detail">
              {ranges.length > 0
                ? t('pickup.ranges', { ranges: ranges.map((r) => `${r.from} – ${r.to}`).join(', ') })
                : t('pickup.noTimes')}
            </p>
          </>
        )}
        {showError ? (
          <p
            id={errorId}
            ref={errorRef}
            className="checkout-notice checkout-notice--error pickup-error"
            role="alert"
          >
            {error}
          </p>
        ) : null}
      </fieldset>
    </section>
  );
});
