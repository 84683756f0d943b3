// Long text cut to a few lines with a 'Ver más' / 'Ver menos' toggle (spec 000 and 001, section 9:
// 3 lines by default). The toggle appears only when the text does not fit. Screen readers read the
// whole text either way; the toggle says whether it is expanded and which text it controls.
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useOrderingT } from '../../i18n';
import './text-clamp.css';

/** Spec 000/001 section 9: text clamp default 3 lines. */
export const TEXT_CLAMP_DEFAULT_LINES = 3;

export interface TextClampProps {
  children: ReactNode;
  /** lines shown while collapsed */
  lines?: number;
}

export function TextClamp({ children, lines = TEXT_CLAMP_DEFAULT_LINES }: TextClampProps) {
  const { t } = useOrderingT();
  const id = `text-clamp-${useId()}`;
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // Measured while collapsed only: expanded, the text always fits.
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children, lines, expanded]);

  const textClass = expanded ? 'ui-text-clamp__text' : 'ui-text-clamp__text ui-text-clamp__text--clamped';
  return (
    <div className="ui-text-clamp">
      <div id={id} ref={textRef} className={textClass} style={{ '--ui-clamp-lines': lines } as CSSProperties}>
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="ui-text-clamp__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('textClamp.less') : t('textClamp.more')}
        </button>
      )}
    </div>
  );
}
