import { ACCOUNT_MESSAGES, emailField } from 'shared-contracts/account-forms';
import {
  SUPPORT_MESSAGES,
  supportDescriptionField,
  supportSubjectField,
} from 'shared-contracts/support-form';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT } from '../../lib/request-fields';

export { SUPPORT_MESSAGES };

/** POST /support/add. The support form's own rules (shared-contracts/support-form), then the e-mail. */
export const supportBody = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.email),
    subject: supportSubjectField,
    description: supportDescriptionField,
  },
  { error: BODY_NOT_OBJECT },
);
