import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from '@campuseats/common/hours';
import { VisuallyHidden } from './VisuallyHidden';

const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
/** A new day's first range: a canteen's lunch and dinner are added from here. */
const FIRST_RANGE: OpeningRange = { open: '09:00', close: '21:00' };
const MAX_RANGES = 4;
const RANGE_ENDS = [
  { field: 'open', label: 'Opens' },
  { field: 'close', label: 'Closes' },
] as const;

/** `hours` with `day`'s ranges replaced; a day left without ranges is closed all day (not listed). */
function withDay(hours: OpeningHours, day: Weekday, ranges: OpeningRange[]): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.flatMap((each) => {
      const dayRanges = each === day ? ranges : hours[each];
      return dayRanges && dayRanges.length > 0 ? [[each, dayRanges]] : [];
    }),
  );
}

/**
 * Opening hours per weekday, India Standard Time (docs/product.md#opening-hours): a day's ranges as pairs of times
 * (several a day, e.g. 08:00–11:00 and 17:00–23:30; a close before its open runs past midnight), "Add hours" and a
 * button to take a range away; a day without ranges is closed. The form that holds it checks and saves the value.
 */
export function OpeningHoursEditor({ value, onChange, error }: { value: OpeningHours; onChange: (hours: OpeningHours) => void; error?: string }) {
  return (
    <Stack spacing={1.5} role="group" aria-label="Opening hours (IST)">
      {WEEKDAYS.map((day) => {
        const ranges = value[day] ?? [];
        const setRanges = (next: OpeningRange[]) => onChange(withDay(value, day, next));
        return (
          <Box key={day} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ width: 96, fontWeight: 700 }}>{DAY_NAMES[day]}</Typography>
            {ranges.length === 0 && <Typography color="text.secondary">Closed</Typography>}
            {ranges.map((range, index) => {
              const label = `${DAY_NAMES[day]}${ranges.length > 1 ? ` ${index + 1}` : ''}`;
              const setTime = (field: keyof OpeningRange, time: string) =>
                setRanges(ranges.map((each, at) => (at === index ? { ...each, [field]: time } : each)));
              return (
                <Stack key={index} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  {RANGE_ENDS.map(({ field, label: end }) => (
                    <TextField
                      key={field}
                      type="time"
                      size="small"
                      label={end}
                      value={range[field]}
                      onChange={(event) => setTime(field, event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `${label} ${end.toLowerCase()}` } }}
                    />
                  ))}
                  <IconButton aria-label={`Remove ${label} hours`} size="small" onClick={() => setRanges(ranges.filter((_each, at) => at !== index))}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
            {ranges.length < MAX_RANGES && (
              <Button size="small" onClick={() => setRanges([...ranges, ranges.at(-1) ? { open: ranges.at(-1)?.close ?? '', close: '23:00' } : FIRST_RANGE])}>
                Add hours<VisuallyHidden>{` on ${DAY_NAMES[day]}`}</VisuallyHidden>
              </Button>
            )}
          </Box>
        );
      })}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}

/** Every day the same hours: where a new eatery's form starts. */
export const EVERY_DAY_HOURS: OpeningHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [FIRST_RANGE]]));
