import type { Branch } from 'shared-contracts/entities';
import { testBranch } from 'shared-ui/testing/fixtures';

/** A branch that takes transfers into the account `alias`, with its WhatsApp (the tests of what a transfer shows). */
export function transferBranch(
  id: string,
  {
    alias,
    whatsapp,
    cbu = '0110',
    cvu = '0000',
  }: { alias: string; whatsapp: string; cbu?: string; cvu?: string },
): Branch {
  return testBranch({
    id,
    whatsapp,
    paymentMethods: {
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: { bankName: 'Banco Nación', accountHolder: 'Sabores del Sur SA', alias, cbu, cvu },
      },
    },
  });
}
