import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { SectionCard } from '@/components/SectionCard';

interface Props<Value extends string> {
  /** The section's id; its heading names the radio group. */
  id: string;
  title: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
}

/** One of checkout's choices (how the order reaches the student, how they pay): a card with a heading and its radio buttons. */
export function ChoiceSection<Value extends string>({ id, title, options, value, onChange }: Props<Value>) {
  return (
    <SectionCard id={id} title={title}>
      <RadioGroup aria-labelledby={`${id}-heading`} value={value ?? ''} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
