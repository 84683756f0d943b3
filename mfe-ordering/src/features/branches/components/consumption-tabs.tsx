import { useRef, type KeyboardEvent } from 'react';
import { DeliveryIcon, TakeawayIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import type { BranchMode } from '../lib/arrange-branches';

export const modeTabId = (mode: BranchMode) => `consumption-tab-${mode}`;
export const MODE_PANEL_ID = 'consumption-panel';

/** The consumption-mode switcher, shown when more than one mode exists (spec 000 section 2). */
export function ConsumptionTabs({
  modes,
  value,
  onChange,
}: {
  modes: readonly BranchMode[];
  value: BranchMode | null;
  onChange(mode: BranchMode): void;
}) {
  const { t } = useOrderingT();
  const refs = useRef<Partial<Record<BranchMode, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = modes[(index + step + modes.length) % modes.length];
    if (next) {
      onChange(next);
      refs.current[next]?.focus();
    }
  };
  return (
    <div className="consumption-tabs" role="tablist" aria-label={t('modes.label')}>
      {modes.map((mode, index) => {
        const selected = mode === value;
        const Icon = mode === 'delivery' ? DeliveryIcon : TakeawayIcon;
        return (
          <button
            key={mode}
            ref={(node) => {
              refs.current[mode] = node;
            }}
            id={modeTabId(mode)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={MODE_PANEL_ID}
            tabIndex={selected || (value === null && index === 0) ? 0 : -1}
            className={selected ? 'consumption-tab consumption-tab--active' : 'consumption-tab'}
            onClick={() => onChange(mode)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Icon /> {t(`modes.${mode}`)}
          </button>
        );
      })}
    </div>
  );
}
