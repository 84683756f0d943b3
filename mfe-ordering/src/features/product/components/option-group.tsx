import type { CustomisationOption } from 'shared-contracts/entities';
import type { OptionGroupState } from 'shared-contracts/customisation';
import { toNumber } from 'shared-contracts/money';
import { useFormat } from 'shared-ui/texts';
import { useOrderingT } from '../../../i18n';

export const groupDomId = (categoryId: string) => `option-group-${categoryId}`;

/**
 * One collapsible option group: a radio group (maxQty 1), or options with − and + (a multiple
 * group in steps of minLimit, or additionals one at a time). The header names the group, marks it
 * 'Requerido' (never additionals) and shows the count when min equals max.
 */
export function OptionGroupPanel({
  group,
  open,
  flagged,
  notice,
  onToggle,
  onChoose,
  onUnchoose,
}: {
  group: OptionGroupState;
  open: boolean;
  flagged: boolean;
  notice: string | undefined;
  onToggle(): void;
  onChoose(option: CustomisationOption): void;
  onUnchoose(option: CustomisationOption): void;
}) {
  const { t } = useOrderingT();
  const format = useFormat();
  const domId = groupDomId(group.categoryId);
  const panelId = `${domId}-options`;
  const messageId = `${domId}-message`;
  const extra = (price: unknown) => (toNumber(price) > 0 ? ` (+ ${format.money(toNumber(price))})` : '');
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
          <span className="option-group__name">{group.name}</span>
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
        {flagged && group.message ? (
          <p role="alert" className="form-error option-group__message">
            {group.message}
          </p>
        ) : null}
        {notice ? (
          <p role="alert" className="form-error option-group__message">
            {notice}
          </p>
        ) : null}
      </div>
      <div id={panelId} className="option-group__options" hidden={!open}>
        {group.kind === 'radio' ? (
          <fieldset className="option-radios" aria-describedby={messageId}>
            <legend className="visually-hidden">{group.name}</legend>
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
                  {state.option.name}
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
                  {state.option.name}
                  {extra(state.option.price)}
                  {!state.option.active ? ` · ${t('product.unavailable')}` : ''}
                </span>
                <span className="option-row__controls">
                  <button
                    type="button"
                    className="option-row__button"
                    aria-label={t('product.removeOption', { name: state.option.name })}
                    disabled={!state.selected}
                    onClick={() => onUnchoose(state.option)}
                  >
                    −
                  </button>
                  <output
                    className="option-row__quantity"
                    aria-label={t('product.optionQuantity', { name: state.option.name })}
                  >
                    {state.quantity}
                  </output>
                  <button
                    type="button"
                    className="option-row__button"
                    aria-label={t('product.addOption', { name: state.option.name })}
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
