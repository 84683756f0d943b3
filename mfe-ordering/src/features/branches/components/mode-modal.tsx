import { Modal } from 'shared-ui/modal';
import { DeliveryIcon, TakeawayIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import type { BranchMode } from '../lib/arrange-branches';

/** Spec 000 section 2: asks delivery or takeaway when no initial mode was chosen. */
export function ModeModal({
  open,
  modes,
  onChoose,
  onClose,
}: {
  open: boolean;
  modes: readonly BranchMode[];
  onChoose(mode: BranchMode): void;
  onClose(): void;
}) {
  const { t } = useOrderingT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="ordering-mode"
      title={t('modeModal.title')}
      description={t('modeModal.body')}
    >
      <div className="mode-modal__choices">
        {modes.map((mode) => {
          const Icon = mode === 'delivery' ? DeliveryIcon : TakeawayIcon;
          return (
            <button
              key={mode}
              type="button"
              className="button mode-modal__choice"
              onClick={() => onChoose(mode)}
            >
              <Icon /> {t(`modes.${mode}`)}
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
