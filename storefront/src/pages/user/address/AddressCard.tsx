import { addressPlaceParts } from '@ward/shared/address';
import type { AddressDto } from '../../../api/types';
import { EditIcon, PinIcon, TrashIcon } from '../../../components/Icons';
import { useT } from '../../../i18n';
import { joinParts } from '../../../lib/format';
import { useLanguage } from '../../../state/preferences';

interface Props {
  address: AddressDto;
  onEdit: () => void;
  onMakePrimary: () => void;
  onDelete: () => void;
}

/** One saved address with its actions: edit, make primary, delete. */
export function AddressCard({ address: a, onEdit, onMakePrimary, onDelete }: Props) {
  const t = useT();
  const lang = useLanguage();
  return (
    <li class={`card address-card${a.isPrimary ? ' is-primary' : ''}`}>
      <h2 class="mini-title">
        <PinIcon size={16} /> {a.title} {a.isPrimary ? <span class="badge badge-ok">{t('address.primary')}</span> : null}
      </h2>
      <p class="address-summary">
        {joinParts(addressPlaceParts(a), lang)}
        <br />
        {t(`country.${a.country}` as 'country.SA')} {a.postalCode ?? ''}
      </p>
      <div class="card-actions">
        <button type="button" class="btn btn-ghost btn-sm" onClick={onEdit} aria-label={t('address.editNamed', { name: a.title })}>
          <EditIcon size={16} /> {t('common.edit')}
        </button>
        {!a.isPrimary ? (
          <button type="button" class="btn btn-ghost btn-sm" onClick={onMakePrimary}>
            {t('address.makePrimary')}
          </button>
        ) : null}
        <button
          type="button"
          class="btn btn-ghost btn-sm danger"
          onClick={onDelete}
          aria-label={t('address.deleteNamed', { name: a.title })}
        >
          <TrashIcon size={16} /> {t('common.delete')}
        </button>
      </div>
    </li>
  );
}
