import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';

interface Props<Value extends string> {
  /** The heading's id, which also names the radio group. */
  id: string;
  title: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
}

/** One of checkout's choices (how the order reaches the student, how they pay): a card with a heading and its radio buttons. */
export function ChoiceSection<Value extends string>({ id, title, options, value, onChange }: Props<Value>) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {title}
        </Typography>
        <RadioGroup aria-labelledby={id} value={value ?? ''} onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
