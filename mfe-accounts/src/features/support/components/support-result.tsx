import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface SupportResultProps {
  tone: 'success' | 'error';
  title: string;
  body: string;
  /** the way on: back to the profile, or back to the form */
  children: ReactNode;
}

/**
 * The support form's result (spec 001 sections 4 and 8). Its heading takes the focus when it
 * appears, so the outcome is read out and the way on is the next stop.
 */
export function SupportResult({ tone, title, body, children }: SupportResultProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      className={`screen support-screen support-result support-result--${tone}`}
      aria-labelledby={headingId}
    >
      <span className="support-result__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <h1 ref={headingRef} id={headingId} className="screen__title support-result__title" tabIndex={-1}>
        {title}
      </h1>
      <p>{body}</p>
      <div className="support-result__actions">{children}</div>
    </section>
  );
}
