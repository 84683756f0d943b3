import './delivery.css';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ConsumePreferences, DeliveryAddress } from 'shared-contracts/entities';
import { ApiError } from 'shared-ui/api-client';
import { FormField } from 'shared-ui/form-field';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { showToast } from 'shared-ui/show-toast';
import { useCheckoutT } from '../../../i18n';
import { useSaveAddress } from '../api/save-address';
import {
  ADDRESS_FIELDS,
  initialAddressForm,
  toAddressFields,
  userHasName,
  userHasPhone,
  validateAddressForm,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-form-rules';
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from '../lib/address-draft';
import { useGivenPlace } from '../hooks/use-given-place';
import { AddressSearch } from './address-search';
import { AddressSearchRoot } from './address-search-root';

export interface AddressEditorProps {
  /** the saved address to edit ('Editar dirección', also what 'Completar' opens); null: a new one */
  addressId: string | null;
  /** where a save leads, once 'Dirección guardada correctamente' is said */
  savedTo: string;
  /** the saved addresses' page, offered when the address to edit is not among them */
  listTo: string;
  /** what else a save does before leaving (the checkout chooses the address for the order) */
  onSaved?(address: DeliveryAddress): void;
  /** 1 on a page of its own (the checkout's), 2 inside another screen (the profile's addresses) */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The address form with its search (spec 000 and 001 section 5): a new address ('Nueva dirección',
 * 'Guardar') or a saved one ('Editar dirección', 'Actualizar dirección'). The one form of the site:
 * the checkout's /checkout/buscar-direccion and the profile's address book both show this.
 */
export function AddressEditor({
  addressId,
  savedTo,
  listTo,
  onSaved,
  headingLevel = 1,
  className = 'screen delivery-screen',
}: AddressEditorProps) {
  const { t } = useCheckoutT();
  const titleId = useId();
  const saved = useSavedAddresses();
  const given = useGivenPlace(addressId === null);
  const editing = addressId !== null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  let content: ReactNode;
  if (saved.isLoading) {
    content = (
      <p role="status" aria-busy="true">
        {t('delivery.form.loading')}
      </p>
    );
  } else if (editing) {
    const address = saved.data?.find((a) => a._id === addressId);
    content = address ? (
      <AddressForm key={address._id} address={address} isFirst={false} savedTo={savedTo} onSaved={onSaved} />
    ) : (
      <div className="delivery-problem">
        <p role="alert">{t(saved.isError ? 'delivery.details.loadError' : 'delivery.form.notFound')}</p>
        {saved.isError ? (
          <button type="button" className="button button--ghost" onClick={() => void saved.refetch()}>
            {t('delivery.details.retry')}
          </button>
        ) : null}
        <Link className="button button--ghost" to={listTo}>
          {t('delivery.form.backToList')}
        </Link>
      </div>
    );
  } else {
    content = (
      <AddressForm
        address={null}
        isFirst={saved.data?.length === 0}
        given={given}
        savedTo={savedTo}
        onSaved={onSaved}
      />
    );
  }

  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className="screen__title">
        {t(editing ? 'delivery.form.editTitle' : 'delivery.form.newTitle')}
      </Heading>
      {content}
    </section>
  );
}

/** The message of a failed save: the server's own when it sent one, else `fallback` ('Error al guardar la dirección'). */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500) {
    // serverMessage falls back to the error's own ('HTTP 422'), which is not for the customer.
    const message = error.serverMessage;
    if (message !== error.message && message.trim()) return message;
  }
  return fallback;
}

interface AddressFormProps {
  address: DeliveryAddress | null;
  /** the customer's first address: it starts as the default one */
  isFirst: boolean;
  /**
   * a new address starts at the place given in the branch list, unless it is saved already (issue 28;
   * a walk found a place given there asked for again at the checkout)
   */
  given?: ConsumePreferences['deliveryAddress'];
  savedTo: string;
  onSaved?: ((address: DeliveryAddress) => void) | undefined;
}

function AddressForm({ address, isFirst, given = null, savedTo, onSaved }: AddressFormProps) {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const { stores } = useMountProps();
  const session = useShellStore(stores.session, (s) => s.session);
  const user = session?.user ?? null;
  const save = useSaveAddress();
  // What was typed survives a reload (the tab's draft): it is kept once the customer changes something.
  const userId = session?.credentials.userId ?? null;
  const addressId = address?._id ?? null;
  const [initial] = useState<AddressFormValues>(
    () =>
      (userId ? readAddressDraft(userId, addressId) : null) ?? initialAddressForm(address, isFirst, given),
  );
  const [values, setValues] = useState<AddressFormValues>(initial);
  const keptDraft = useRef(false);
  useEffect(() => {
    if (!userId || values === initial) return;
    saveAddressDraft(userId, addressId, values);
    keptDraft.current = true;
  }, [addressId, initial, userId, values]);
  // Left (saved, or another screen) it is forgotten; a reload runs no cleanup.
  useEffect(
    () => () => {
      if (keptDraft.current) clearAddressDraft();
    },
    [],
  );
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formId = useId();
  const ids = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, `${formId}-${f}`])) as Record<
    AddressField,
    string
  >;
  const refs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const errors: AddressErrors = submitted ? validateAddressForm(values, user) : {};
  const hasName = userHasName(user);
  const hasPhone = userHasPhone(user);

  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorText = (field: AddressField) => {
    const key = errors[field];
    return key ? t(`delivery.form.errors.${key}`) : undefined;
  };
  const fieldRef = (field: AddressField) => (node: HTMLInputElement | HTMLTextAreaElement | null) => {
    refs.current[field] = node;
  };
  /** What every text control has: id, value, focus ref, change, and its required, invalid and hint/error ties. */
  const control = (
    field: Exclude<AddressField, 'place'>,
    required: boolean,
    describedBy: string | undefined,
  ) => ({
    ref: fieldRef(field),
    id: ids[field],
    value: values[field],
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    setSaveError(null);
    const found = validateAddressForm(values, user);
    const first = ADDRESS_FIELDS.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    if (!session || !values.place) {
      setSaveError(t('delivery.form.saveError'));
      return;
    }
    save.mutate(
      {
        brandId: session.credentials.idMarca,
        userId: session.credentials.userId,
        addressId: address?._id ?? null,
        fields: toAddressFields({ ...values, place: values.place }),
      },
      {
        onSuccess: (saved) => {
          clearAddressDraft();
          showToast('success', t('delivery.form.saved'));
          onSaved?.(saved);
          navigate(savedTo);
        },
        // What was typed stays in the form: only the message is new.
        onError: (error) => setSaveError(saveErrorMessage(error, t('delivery.form.saveError'))),
      },
    );
  };

  return (
    <form className="address-form" noValidate onSubmit={onSubmit} aria-busy={save.isPending || undefined}>
      <AddressSearchRoot>
        <AddressSearch
          id={ids.place}
          place={values.place}
          onChoose={(place) => set('place', place)}
          error={errorText('place')}
          inputRef={fieldRef('place')}
        />
      </AddressSearchRoot>
      <FormField
        id={ids.tag}
        label={t('delivery.form.tag')}
        hint={t('delivery.form.tagHint')}
        error={errorText('tag')}
        required
      >
        {(describedBy) => (
          <input
            {...control('tag', true, describedBy)}
            className="field__input"
            maxLength={60}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        id={ids.name}
        label={t('delivery.form.name')}
        hint={hasName ? t('delivery.form.ownName') : undefined}
        error={errorText('name')}
        required={!hasName}
      >
        {(describedBy) => (
          <input
            {...control('name', !hasName, describedBy)}
            className="field__input"
            maxLength={120}
            autoComplete="name"
          />
        )}
      </FormField>
      <fieldset className="field-group address-form__phone">
        <legend className="field__label">{t('delivery.form.phoneGroup')}</legend>
        {hasPhone ? <p className="field__hint">{t('delivery.form.ownPhone')}</p> : null}
        <div className="address-form__phone-row">
          <FormField
            id={ids.phoneCode}
            label={t('delivery.form.phoneCode')}
            error={errorText('phoneCode')}
            required={!hasPhone}
          >
            {(describedBy) => (
              <input
                {...control('phoneCode', !hasPhone, describedBy)}
                className="field__input address-form__code"
                type="tel"
                inputMode="tel"
                autoComplete="tel-country-code"
                maxLength={5}
              />
            )}
          </FormField>
          <FormField
            id={ids.phone}
            label={t('delivery.form.phone')}
            error={errorText('phone')}
            required={!hasPhone}
          >
            {(describedBy) => (
              <input
                {...control('phone', !hasPhone, describedBy)}
                className="field__input"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={30}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <FormField
        id={ids.comments}
        label={t('delivery.form.instructions')}
        hint={t('delivery.form.instructionsHint')}
        error={errorText('comments')}
        required
      >
        {(describedBy) => (
          <textarea
            {...control('comments', true, describedBy)}
            className="field__input address-form__instructions"
            maxLength={500}
            rows={3}
          />
        )}
      </FormField>
      <label className="choice address-form__default">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => set('isDefault', event.target.checked)}
        />
        {t('delivery.form.isDefault')}
      </label>
      {saveError ? (
        <p className="field__error address-form__error" role="alert">
          {saveError}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {save.isPending ? t('delivery.form.saving') : ''}
      </p>
      <button type="submit" className="button address-form__submit" disabled={save.isPending}>
        {t(address ? 'delivery.form.update' : 'delivery.form.save')}
      </button>
    </form>
  );
}
