import { useRef, type KeyboardEvent } from 'react';
import type { HeaderTab } from 'shared-contracts/mount';

interface Props {
  tabs: HeaderTab[];
  activeTab: string | undefined;
  onSelect: (id: string) => void;
  label: string;
}

/** The header's tabs: a tablist with arrow-key movement; the screen listens to the active tab. */
export function HeaderTabs({ tabs, activeTab, onSelect, label }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = activeTab ?? tabs[0]?.id;
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="header-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`header-tab-${tab.id}`}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className={tab.id === active ? 'header-tabs__tab header-tabs__tab--active' : 'header-tabs__tab'}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
