import { GIFT_MESSAGE_MAX } from '@ward/shared/validation/gift';
import type { ComponentChildren } from 'preact';
import { Field } from '../../components/Field';
import { GiftIcon } from '../../components/Icons';
import { Money } from '../../components/Price';
import { useT } from '../../i18n';
import { useSettings } from '../../state/settings';
import { charactersIn, type GiftChoice, type GiftForm } from './gift';

function Choice({ checked, onChange, children }: { checked: boolean; onChange: (v: boolean) => void; children: ComponentChildren }) {
  return (
    <label class="choice">
      <input type="checkbox" checked={checked} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
      <span>{children}</span>
    </label>
  );
}

/** "This order is a gift": wrap (at the shop's price), a card message, another recipient, no prices on the slip. */
export function GiftOptions({ gift }: { gift: GiftForm }) {
  const t = useT();
  const settings = useSettings();
  const { choice: c, errors, set } = gift;
  const bind = (key: keyof GiftChoice) => (value: boolean) => set(key, value as never);
  const used = charactersIn(c.message);
  return (
    <fieldset class="gift-options" data-testid="gift-options">
      <legend class="mini-title">
        <GiftIcon size={18} /> {t('gift.title')}
      </legend>
      <Choice checked={c.isGift} onChange={bind('isGift')}>
        {t('gift.isGift')}
      </Choice>
      {c.isGift ? (
        <div class="gift-fields">
          {settings?.giftWrapEnabled ? (
            <Choice checked={c.wrap} onChange={bind('wrap')}>
              {t('gift.wrap')}{' '}
              <span class="muted">
                {settings.giftWrapPrice > 0 ? (
                  <>
                    (+
                    <Money amount={settings.giftWrapPrice} />)
                  </>
                ) : (
                  `(${t('gift.wrapFree')})`
                )}
              </span>
            </Choice>
          ) : null}
          <Field
            label={t('gift.message')}
            value={c.message}
            onValue={(v) => set('message', v)}
            multiline
            rows={3}
            dir="auto"
            error={errors.message}
            hint={t('gift.messageCount', { used, max: GIFT_MESSAGE_MAX })}
            optionalLabel={t('common.optional')}
          />
          <Choice checked={c.toSomeoneElse} onChange={bind('toSomeoneElse')}>
            {t('gift.toSomeoneElse')}
          </Choice>
          {c.toSomeoneElse ? (
            <div class="form-grid">
              <Field
                label={t('gift.recipientName')}
                value={c.name}
                onValue={(v) => set('name', v)}
                autoComplete="off"
                error={errors['recipient.name']}
              />
              <Field
                label={t('gift.recipientPhone')}
                value={c.phone}
                onValue={(v) => set('phone', v)}
                type="tel"
                inputMode="tel"
                dir="ltr"
                autoComplete="off"
                error={errors['recipient.phone']}
                hint={t('gift.recipientHint')}
              />
            </div>
          ) : null}
          <Choice checked={c.hidePrices} onChange={bind('hidePrices')}>
            {t('gift.hidePrices')}
          </Choice>
        </div>
      ) : null}
    </fieldset>
  );
}
