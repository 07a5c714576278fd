import { CloneButton, ListButton, TopToolbar } from 'react-admin';
import { WardCreate, WardEdit } from '../common/forms';
import { registerScreenTexts } from '../i18n/screen-texts';
import { PromotionForm } from './PromotionForm';
import { toPromotionInput } from './promotionInput';
import { PromotionReport } from './PromotionReport';
import texts from './promotions.texts';

registerScreenTexts(texts);

/** Duplicate: a new promotion from this one (its counters start again). */
const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <CloneButton />
  </TopToolbar>
);

export const PromotionEdit = () => (
  <WardEdit transform={toPromotionInput} actions={<EditActions />} aside={<PromotionReport />}>
    <PromotionForm />
  </WardEdit>
);

export const PromotionCreate = () => (
  <WardCreate transform={toPromotionInput}>
    <PromotionForm />
  </WardCreate>
);
