import './fact.css';
import type { ReactNode } from 'react';

export interface FactProps {
  term: string;
  /** the fact that counts most, such as the total paid, in bold */
  strong?: boolean;
  children: ReactNode;
}

/**
 * One fact of a detail's list (inside a <dl>): its term and its value, a rule between facts.
 * `className` is the remote's own name for it (the end-to-end tests find the facts by it).
 */
export function Fact({ term, strong = false, className, children }: FactProps & { className?: string }) {
  const classes = ['fact', strong ? 'fact--strong' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
