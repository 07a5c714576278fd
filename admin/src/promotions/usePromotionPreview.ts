import { useMutation } from '@tanstack/react-query';
import type { PromotionPreviewDto } from '@ward/shared';
import { useDataProvider, type HttpError } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fieldErrorsOf } from '../providers/fieldErrors';
import type { WardDataProvider } from '../providers';
import { toPromotionInput } from './promotionInput';

export interface PreviewCart {
  mode: 'cart' | 'order';
  /** `key` tells the rows apart while they are edited */
  lines: Array<{ key: number; productId: number | null; quantity: number }>;
  orderId: number | null;
  country: string;
  paymentMethod: string;
  /** beside the promotions running now */
  together: boolean;
  couponCode: string;
}

/** The promotion's own fields are not valid yet: they show their messages, the preview asks to fix them. */
export class FixFormFirst extends Error {}

/**
 * `POST /api/admin/promotions/preview` with the form's promotion as it stands (checked on its
 * fields first). Fails with the server's messages: the promotion's, or the cart's.
 */
export function usePromotionPreview() {
  const dataProvider = useDataProvider<WardDataProvider>();
  const form = useFormContext();
  return useMutation<PromotionPreviewDto, Error, PreviewCart>({
    mutationFn: async (cart) => {
      if (!(await form.trigger())) throw new FixFormFirst();
      const body = {
        promotion: toPromotionInput(form.getValues()),
        items:
          cart.mode === 'cart'
            ? cart.lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }]))
            : [],
        orderId: cart.mode === 'order' ? cart.orderId : null,
        country: cart.country,
        paymentMethod: cart.paymentMethod || null,
        together: cart.together,
        // the promotion being edited: its saved copy gives way to the form's
        promotionId: (form.getValues('id') as number | undefined) ?? null,
        couponCode: cart.couponCode.trim() || null,
      };
      try {
        return (await dataProvider.post<PromotionPreviewDto>('promotions/preview', body)).data;
      } catch (error) {
        const fields = fieldErrorsOf(error as HttpError);
        throw fields ? new Error(Object.values(fields).join(' · ')) : (error as Error);
      }
    },
  });
}
