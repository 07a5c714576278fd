import { Avatar } from '@mui/material';
import type { ImageDto } from '@ward/shared';
import { useLocale } from 'react-admin';
import { localized } from '../common/fields';

/** The cover image (first one), at its smallest WebP variant. */
export const ProductThumbnail = ({
  record,
  size,
}: {
  record: { images?: ImageDto[]; name?: { ar: string; en: string } };
  size: number;
}) => {
  const locale = useLocale();
  const image = record?.images?.[0];
  const src = image?.variants?.['320'] ?? image?.url;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={localized(record?.name, locale)}
      sx={{ width: size, height: size }}
      slotProps={{ img: { loading: 'lazy' } }}
    />
  );
};
