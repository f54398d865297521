import { Box, Typography } from '@mui/material';

/** "cold drink" from /images/dishes/cold-drink.svg, "hostel 4 canteen" from /images/eateries/hostel4Canteen.svg. */
const pictureName = (picture: string) =>
  picture
    .replace(/^.*\/|\.svg$/g, '')
    .replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Za-z])/g, '$1$2 ')
    .replace(/-/g, ' ')
    .toLowerCase();

interface Props {
  name: string;
  /** The app's own pictures to choose from (nothing is uploaded or fetched from elsewhere). */
  pictures: readonly string[];
  value: string;
  onChange: (picture: string) => void;
  error?: string;
}

/** A picture chosen from the app's own illustrations: a radio group of thumbnails, each named by its file. */
export function PicturePicker({ name, pictures, value, onChange, error }: Props) {
  const labelId = `${name}-label`;
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 0.5 }}>
        Picture
      </Typography>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 1 }}>
        {pictures.map((picture) => (
          <Box
            component="label"
            key={picture}
            sx={{
              position: 'relative',
              display: 'block',
              borderRadius: 1,
              border: 2,
              borderColor: picture === value ? 'primary.main' : 'transparent',
              cursor: 'pointer',
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <input
              type="radio"
              name={name}
              value={picture}
              checked={picture === value}
              onChange={() => onChange(picture)}
              aria-label={pictureName(picture)}
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
            />
            <Box component="img" src={picture} alt="" width={64} height={64} sx={{ display: 'block', width: '100%', height: 'auto' }} />
          </Box>
        ))}
      </Box>
      {error && (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
