import { Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { runsPastMidnight, WEEKDAY_NAMES, WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from '@campuseats/common/hours';
import { FIRST_RANGE, overnightText, rangeName, suggestedRange, withRange, withTime, type DraftHours, type DraftRange } from './openingHoursDraft';
import { VisuallyHidden } from './VisuallyHidden';

const MAX_RANGES = 4;
const RANGE_ENDS = [
  { field: 'open', label: 'Opens' },
  { field: 'close', label: 'Closes' },
] as const;

/** `hours` with `day`'s ranges replaced; a day left without ranges is closed all day (not listed). */
function withDay(hours: DraftHours, day: Weekday, ranges: DraftRange[]): DraftHours {
  return Object.fromEntries(
    WEEKDAYS.flatMap((each) => {
      const dayRanges = each === day ? ranges : hours[each];
      return dayRanges && dayRanges.length > 0 ? [[each, dayRanges]] : [];
    }),
  );
}

/** Opening hours per weekday, IST; a day without ranges is closed, and a range past midnight must be ticked (docs/product.md#opening-hours). */
export function OpeningHoursEditor({ value, onChange, error }: { value: DraftHours; onChange: (hours: DraftHours) => void; error?: string }) {
  return (
    <Stack spacing={1.5} role="group" aria-label="Opening hours (IST)">
      {WEEKDAYS.map((day) => {
        const ranges = value[day] ?? [];
        const setRanges = (next: DraftRange[]) => onChange(withDay(value, day, next));
        const added = ranges.length < MAX_RANGES ? suggestedRange(ranges) : null;
        return (
          <Box key={day} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ width: 96, fontWeight: 700 }}>{WEEKDAY_NAMES[day]}</Typography>
            {ranges.length === 0 && <Typography color="text.secondary">Closed</Typography>}
            {ranges.map((range, index) => {
              const label = rangeName(day, index, ranges.length);
              const setTime = (field: keyof OpeningRange, time: string) =>
                setRanges(ranges.map((each, at) => (at === index ? withTime(each, field, time) : each)));
              const setOvernight = (overnight: boolean) => setRanges(ranges.map((each, at) => (at === index ? { ...each, overnight } : each)));
              return (
                // Full width on a phone: two time fields and the remove button share the row, never wider than it.
                <Box key={index} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                    {RANGE_ENDS.map(({ field, label: end }) => (
                      <TextField
                        key={field}
                        type="time"
                        size="small"
                        label={end}
                        value={range[field]}
                        onChange={(event) => setTime(field, event.target.value)}
                        // Narrower padding on a phone: the field must still show "09:00 PM" whole, not "09:00".
                        sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 150 }, '& input': { px: { xs: 1, sm: 1.75 } } }}
                        slotProps={{ htmlInput: { 'aria-label': `${label} ${end.toLowerCase()}` } }}
                      />
                    ))}
                    <IconButton aria-label={`Remove ${label} hours`} size="small" onClick={() => setRanges(ranges.filter((_each, at) => at !== index))}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                  {range.open !== range.close && runsPastMidnight(range) && (
                    <FormControlLabel
                      control={<Checkbox size="small" checked={range.overnight === true} onChange={(event) => setOvernight(event.target.checked)} />}
                      label={
                        <>
                          {overnightText(range)}
                          <VisuallyHidden>{` (${label})`}</VisuallyHidden>
                        </>
                      }
                    />
                  )}
                </Box>
              );
            })}
            {added && (
              <Button size="small" onClick={() => setRanges(withRange(ranges, added))}>
                Add hours<VisuallyHidden>{` on ${WEEKDAY_NAMES[day]}`}</VisuallyHidden>
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
