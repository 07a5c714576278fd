import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** + and − in the map's corner (a press on them does not start a drag). */
export const MapZoomButtons = ({ zoomIn, zoomOut }: { zoomIn: () => void; zoomOut: () => void }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: 1,
      }}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <IconButton size="small" onClick={zoomIn} aria-label={translate('resources.branches.map.zoom_in')}>
        <AddIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" onClick={zoomOut} aria-label={translate('resources.branches.map.zoom_out')}>
        <RemoveIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
