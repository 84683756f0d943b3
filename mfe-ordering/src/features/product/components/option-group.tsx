import type { CustomisationOption } from 'shared-contracts/entities';
import type { OptionGroupState } from 'shared-contracts/customisation';
import { toNumber } from 'shared-contracts/money';
import { useFormat } from 'shared-ui/texts';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';

export const groupDomId = (categoryId: string) => `option-group-${categoryId}`;

/**
 * What a required group still needs, in the customer's language: 'Elegí una opción', 'Elegí 2
 * opciones', 'Elegí 1 opción más' (the shared rule's `message` says the same in Spanish only).
 */
function missingChoicesText(
  t: ReturnType<typeof useOrderingT>['t'],
  group: Pick<OptionGroupState, 'minQty' | 'selected'>,
): string {
  return group.selected <= 0
    ? t('product.chooseOptions', { count: group.minQty })
    : t('product.chooseMore', { count: group.minQty - group.selected });
}

/**
 * One collapsible option group: a radio group (maxQty 1), or options with − and + (a multiple
 * group in steps of minLimit, or additionals one at a time). The header names the group, marks it
 * 'Requerido' (never additionals) and shows the count when min equals max. The group's and the
 * options' names are the brand's; the rest is the app's.
 */
export function OptionGroupPanel({
  group,
  open,
  flagged,
  refused,
  onToggle,
  onChoose,
  onUnchoose,
}: {
  group: OptionGroupState;
  open: boolean;
  flagged: boolean;
  /** the last choice went over the group's maximum */
  refused: boolean;
  onToggle(): void;
  onChoose(option: CustomisationOption): void;
  onUnchoose(option: CustomisationOption): void;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const format = useFormat();
  const groupName = brandText(group.name);
  const domId = groupDomId(group.categoryId);
  const panelId = `${domId}-options`;
  const messageId = `${domId}-message`;
  const chosen = group.options
    .filter((state) => state.selected)
    .map((state) =>
      state.quantity > 1
        ? `${brandText(state.option.name)} × ${state.quantity}`
        : brandText(state.option.name),
    );
  const extra = (price: unknown) => (toNumber(price) > 0 ? ` (+\u00a0${format.money(toNumber(price))})` : '');
  return (
    <section id={domId} className={flagged ? 'option-group option-group--missing' : 'option-group'}>
      <h3 className="option-group__title">
        <button
          type="button"
          className="option-group__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="option-group__heading">
            <span className="option-group__name">{groupName}</span>
            {/* a closed group still says what was chosen in it (walk D6: 'A punto') */}
            {!open && chosen.length > 0 ? (
              <span className="option-group__chosen">{chosen.join(', ')}</span>
            ) : null}
          </span>
          <span className="option-group__meta">
            {group.required ? <span className="badge badge--required">{t('product.required')}</span> : null}
            {group.countLabel ? (
              <span
                className="option-group__count"
                aria-label={t('product.countLabel', { count: group.countLabel })}
              >
                {group.countLabel}
              </span>
            ) : null}
          </span>
        </button>
      </h3>
      <div id={messageId}>
        {flagged && !group.complete ? (
          <p role="alert" className="form-error option-group__message">
            {missingChoicesText(t, group)}
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="form-error option-group__message">
            {t('product.maxUnits', { max: group.maxQty })}
          </p>
        ) : null}
      </div>
      <div id={panelId} className="option-group__options" hidden={!open}>
        {group.kind === 'radio' ? (
          <fieldset className="option-radios" aria-describedby={messageId}>
            <legend className="visually-hidden">{groupName}</legend>
            {group.options.map((state) => (
              <label
                key={state.key}
                className={state.disabled ? 'option-radio option-radio--disabled' : 'option-radio'}
              >
                <input
                  type="radio"
                  name={domId}
                  checked={state.selected}
                  disabled={state.disabled}
                  onChange={() => onChoose(state.option)}
                />
                <span>
                  {brandText(state.option.name)}
                  {extra(state.option.price)}
                  {!state.option.active ? ` · ${t('product.unavailable')}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <ul className="option-steppers" aria-describedby={messageId}>
            {group.options.map((state) => (
              <li
                key={state.key}
                className={
                  state.disabled && !state.selected ? 'option-row option-row--disabled' : 'option-row'
                }
              >
                <span className="option-row__name">
                  {brandText(state.option.name)}
                  {extra(state.option.price)}
                  {!state.option.active ? ` · ${t('product.unavailable')}` : ''}
                </span>
                <span className="option-row__controls">
                  <button
                    type="button"
                    className="option-row__button"
                    aria-label={t('product.removeOption', { name: brandText(state.option.name) })}
                    disabled={!state.selected}
                    onClick={() => onUnchoose(state.option)}
                  >
                    −
                  </button>
                  <output
                    className="option-row__quantity"
                    aria-label={t('product.optionQuantity', { name: brandText(state.option.name) })}
                  >
                    {state.quantity}
                  </output>
                  <button
                    type="button"
                    className="option-row__button"
                    aria-label={t('product.addOption', { name: brandText(state.option.name) })}
                    disabled={state.disabled}
                    onClick={() => onChoose(state.option)}
                  >
                    +
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
