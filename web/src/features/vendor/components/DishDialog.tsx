import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { DISH_IMAGES, menuItemInputSchema, type MenuItemInput } from '@campuseats/common/menuEditor';
import type { MenuItem } from '@campuseats/common/restaurants';
import { checkWith } from '@/lib/fieldMessages';
import { typedWholeNumber } from '@/lib/typedWholeNumber';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { DialogForm } from '@/components/DialogForm';
import { PicturePicker } from '@/components/PicturePicker';
import { addDish, editDish } from '../api/menu';

const TITLE_ID = 'dish-dialog-title';
const SECTIONS_LIST_ID = 'menu-sections';

/** What the form holds: the dish's fields, the price as typed (checked as whole rupees on save). */
const draftOf = (dish: MenuItem | null, category: string) => {
  const { name, desc, price, veg, bestseller, image } = dish ?? { name: '', desc: '', price: '', veg: true, bestseller: false, image: DISH_IMAGES[0] ?? '' };
  return { name, desc, price: String(price), category: dish?.category ?? category, veg, bestseller, image };
};
type DishDraft = ReturnType<typeof draftOf>;

/** The draft as the API takes it: a price not typed as digits is NaN, for the schema's message. */
const requestOf = (draft: DishDraft): MenuItemInput => ({ ...draft, price: typedWholeNumber(draft.price) });

interface Props {
  /** The dish to change, or null for a new one. */
  dish: MenuItem | null;
  /** The menu's sections, offered for the dish's section (a new name makes a new section). */
  sections: string[];
  onClose: () => void;
  onSaved: (dish: MenuItem) => void;
}

/** Add dish / Edit dish, checked with the API's own schema before it is sent (docs/product.md#the-menu-editor). */
export function DishDialog({ dish, sections, onClose, onSaved }: Props) {
  const { draft, set, messages, failure, saving, submit, textField } = useCheckedForm({
    initial: () => draftOf(dish, sections[0] ?? ''),
    check: (draft: DishDraft) => checkWith(menuItemInputSchema, requestOf(draft)),
    save: (request: MenuItemInput) => (dish ? editDish(dish._id, request) : addDish(request)),
    onSaved,
    failed: 'Could not save the dish. Please try again.',
  });
  // The field's own props first: a hint must give way to the message that says what is wrong.
  const field = (name: 'name' | 'desc' | 'price' | 'category', label: string, extra: TextFieldProps) => (
    <TextField {...extra} label={label} {...textField(name, extra.helperText)} />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogForm onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>{dish ? `Edit ${dish.name}` : 'Add a dish'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {field('name', 'Name', { required: true })}
            {field('desc', 'Description', { multiline: true, minRows: 2 })}
            {field('price', 'Price', {
              required: true,
              helperText: 'Whole rupees',
              slotProps: { htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } },
            })}
            {field('category', 'Section', {
              required: true,
              helperText: 'One of the menu’s sections, or a new one',
              slotProps: { htmlInput: { list: SECTIONS_LIST_ID } },
            })}
            <datalist id={SECTIONS_LIST_ID}>
              {sections.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
              <FormControlLabel control={<Switch checked={draft.veg} onChange={(event) => set('veg', event.target.checked)} />} label="Veg" />
              <FormControlLabel
                control={<Switch checked={draft.bestseller} onChange={(event) => set('bestseller', event.target.checked)} />}
                label="Bestseller"
              />
            </Stack>
            <PicturePicker name="dish-picture" pictures={DISH_IMAGES} value={draft.image} onChange={(image) => set('image', image)} error={messages.image} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : dish ? 'Save Changes' : 'Add Dish'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
