import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';
import { clearCart } from '../../state/cart';

/** "Empty the cart?": asked before every line goes. */
export function ClearCartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('cart.clearTitle')} closeLabel={t('common.close')}>
      <p>{t('cart.clearText')}</p>
      <div class="form-actions">
        <button
          type="button"
          class="btn btn-primary danger"
          onClick={() => {
            onClose();
            clearCart();
          }}
        >
          {t('cart.clearConfirm')}
        </button>
        <button type="button" class="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
