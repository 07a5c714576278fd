import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Chip, IconButton, Tooltip, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImageValue } from './ProductImagesInput';

interface Props {
  image: ImageValue;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One image with "earlier" / "later" arrows that point the way the page reads, and remove. */
export const ImageTile = ({ image, index, count, onMove, onRemove }: Props) => {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const Earlier = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const Later = rtl ? ChevronLeftIcon : ChevronRightIcon;
  const src = 'rawFile' in image ? image.url : (image.variants?.['320'] ?? image.url);
  return (
    <Box
      data-testid="product-image"
      sx={{ position: 'relative', width: 120, height: 120, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      <Box component="img" src={src} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
      {index === 0 && (
        <Chip
          size="small"
          color="primary"
          label={translate('resources.products.images.cover')}
          sx={{ position: 'absolute', top: 4, insetInlineStart: 4 }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          bottom: 0,
          insetInline: 0,
          display: 'flex',
          justifyContent: 'space-between',
          bgcolor: 'rgba(0,0,0,0.55)',
        }}
      >
        <Tooltip title={translate('resources.products.images.earlier')}>
          <span>
            <IconButton
              size="small"
              sx={{ color: '#fff' }}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={translate('resources.products.images.earlier')}
            >
              <Earlier fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('resources.products.images.remove')}>
          <IconButton size="small" sx={{ color: '#fff' }} onClick={onRemove} aria-label={translate('resources.products.images.remove')}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('resources.products.images.later')}>
          <span>
            <IconButton
              size="small"
              sx={{ color: '#fff' }}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={translate('resources.products.images.later')}
            >
              <Later fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
};
