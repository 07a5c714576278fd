import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { MAX_UPLOAD_BYTES, translate as catalogue, type ImageDto, type Language } from '@ward/shared';
import { useRef, useState, type DragEvent } from 'react';
import { InputHelperText, useInput, useLocale, useNotify, useTranslate } from 'react-admin';
import type { PendingFile } from '../providers/uploads';
import { ImageTile } from './ImageTile';

export type ImageValue = ImageDto | (PendingFile & { url: string; title: string });

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * Several product images: pick or drop files (previewed at once, uploaded by the data provider
 * on save), reorder (the first is the cover) and remove.
 */
export const ProductImagesInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const notify = useNotify();
  const { field, fieldState } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const images: ImageValue[] = Array.isArray(field.value) ? (field.value as ImageValue[]) : [];

  const add = (files: FileList | null) => {
    const accepted = Array.from(files ?? []).filter((file) => {
      const ok = file.type.startsWith('image/') && file.size <= MAX_UPLOAD_BYTES;
      if (!ok) notify(catalogue(file.size > MAX_UPLOAD_BYTES ? 'upload.tooLarge' : 'upload.notAnImage', locale), { type: 'warning' });
      return ok;
    });
    const picked = accepted.map((rawFile) => ({ rawFile, url: URL.createObjectURL(rawFile), title: rawFile.name }));
    if (picked.length) field.onChange([...images, ...picked]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.products.fields.images')}
      </Typography>
      <Box
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          p: 1.5,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: fieldState.error ? 'error.main' : over ? 'primary.main' : 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        {images.map((image, index) => (
          <ImageTile
            key={image.url}
            image={image}
            index={index}
            count={images.length}
            onMove={(to) => field.onChange(move(images, index, to))}
            onRemove={() => field.onChange(images.filter((_, i) => i !== index))}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => picker.current?.click()}
          sx={{ minHeight: 120, minWidth: 120 }}
        >
          {translate('resources.products.images.add')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="product-images-input"
          onChange={(e) => (add(e.target.files), (e.target.value = ''))}
        />
      </Box>
      <FormHelperText error={!!fieldState.error}>
        <InputHelperText error={fieldState.error?.message} helperText="resources.products.images.hint" />
      </FormHelperText>
    </Box>
  );
};
