import { BANNER_POSITIONS, bannerCreateSchema, bannerUpdateSchema } from '@ward/shared';
import { BooleanInput, ImageField, ImageInput, NumberInput, SelectInput, SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { ltrInput } from '../common/direction';
import { choicesOf } from '../common/fields';
import { WardCreate, WardEdit } from '../common/forms';
import { useZodValidator } from '../common/zodValidator';

type ImageValue = { url?: string; src?: string; rawFile?: File; variants?: Record<string, string> } | null | undefined;

/** The stored image previews from its URL; a picked file from the preview react-admin made for it. */
const withPreview = (v: ImageValue) => (v && !v.rawFile && !v.src && v.url ? { ...v, src: v.variants?.['640'] ?? v.url } : v);

/** A new banner needs an image (SPEC.md §5); editing without a new one keeps the current image. */
const BannerForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <SimpleForm
    validate={useZodValidator(mode === 'create' ? bannerCreateSchema : bannerUpdateSchema)}
    defaultValues={{ isActive: true, sortOrder: 0, position: 'after_categories' }}
    sx={{ maxWidth: 760 }}
  >
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={2} />
    </TranslatableInputs>
    <ImageInput source="image" accept={{ 'image/*': [] }} maxSize={5 * 1024 * 1024} format={withPreview}>
      <ImageField source="src" title="title" />
    </ImageInput>
    <SelectInput source="position" choices={choicesOf(BANNER_POSITIONS, 'ward.positions')} fullWidth />
    <TextInput source="link" fullWidth {...ltrInput} />
    <NumberInput source="sortOrder" step={1} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);

export const BannerCreate = () => (
  <WardCreate>
    <BannerForm mode="create" />
  </WardCreate>
);
export const BannerEdit = () => (
  <WardEdit>
    <BannerForm mode="edit" />
  </WardEdit>
);
