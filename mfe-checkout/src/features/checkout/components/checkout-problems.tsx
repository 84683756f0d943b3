import { memo } from 'react';
import { useCheckoutT } from '../../../i18n';
import { sendProblemText, type SendProblem } from '../lib/send-validation';

/** What is missing before the order can be sent (spec 000 section 5), in the customer's language. */
export const CheckoutProblems = memo(function CheckoutProblems({
  problems,
}: {
  problems: readonly SendProblem[];
}) {
  const { t } = useCheckoutT();
  const problemText = sendProblemText(t);
  return (
    <ul className="checkout-problems" aria-label={t('checkout.problems')}>
      {problems.map((problem) => (
        <li key={problem.rule}>{problemText(problem)}</li>
      ))}
    </ul>
  );
});
