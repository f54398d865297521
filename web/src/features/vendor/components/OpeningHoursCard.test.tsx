// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES, type VendorEatery } from '@campuseats/common/orderLifecycle';
import { paths } from '@/lib/routes';
import { answerApi } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_VENDOR, useSignedIn } from '@/testing/signIn';
import { OpeningHoursCard } from './OpeningHoursCard';

// The vendor's opening hours (docs/product.md#opening-hours): where "Add hours" starts a range, the deliberate choice a
// range past midnight needs, and overlapping hours refused before anything is sent. Whether the eatery then opens and
// closes by them is tests/api/openingHours.test.ts.

const eatery: VendorEatery = {
  id: 'dosa',
  name: 'Dosa Corner',
  address: 'Block D',
  isOpen: true,
  hours: { mon: [{ open: '09:00', close: '23:30' }], tue: [{ open: '09:00', close: '23:30' }] },
  busyUntil: null,
};

const open = (hours: VendorEatery['hours'] = eatery.hours) => renderScreen(<OpeningHoursCard eatery={{ ...eatery, hours }} />, { path: paths.vendorDashboard });
const card = () => screen.getByRole('region', { name: 'Opening hours' });
const setTime = (name: string, time: string) => fireEvent.change(within(card()).getByLabelText(name), { target: { value: time } });
/** The tick's name: jsdom drops the space before the hidden day name that a browser reads. */
const overnightName = (clock: string, day: string) => new RegExp(`^Until ${clock} the next day\\s*\\(${day}\\)$`);
const save = () => userEvent.click(within(card()).getByRole('button', { name: 'Save Hours' }));

describe('OpeningHoursCard', () => {
  useScreenTests();
  useSignedIn(TEST_VENDOR);

  it('"Add hours" after a day that closes late starts a range in the free morning, not one past midnight', async () => {
    const { container } = open();
    await userEvent.click(within(card()).getByRole('button', { name: /^Add hours\s*on Monday$/ }));
    // In order by opening time: the new range comes first.
    expect(within(card()).getByLabelText<HTMLInputElement>('Monday 1 opens').value).toBe('05:00');
    expect(within(card()).getByLabelText<HTMLInputElement>('Monday 1 closes').value).toBe('08:00');
    expect(within(card()).getByLabelText<HTMLInputElement>('Monday 2 opens').value).toBe('09:00');
    expect(within(card()).queryByRole('checkbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a range that closes before it opens says it runs into the next day, and is sent only once that is ticked', async () => {
    const sent = answerApi('put', '/vendor/restaurant/hours', { restaurant: eatery });
    open({ mon: [{ open: '18:00', close: '23:00' }] });
    setTime('Monday closes', '02:00');
    const overnight = within(card()).getByRole('checkbox', { name: overnightName('2:00 am', 'Monday') });
    expect((overnight as HTMLInputElement).checked).toBe(false);

    await save();
    expect(
      within(card()).getByText('Monday closes before it opens: tick “Until 2:00 am the next day” if it runs past midnight, or change the times'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.click(overnight);
    await save();
    expect(await within(card()).findByText('Hours saved')).toBeTruthy();
    expect(await sent[0]!.json()).toEqual({ hours: { mon: [{ open: '18:00', close: '02:00' }] } });
  });

  it('keeps the next-day tick while a changed time still runs past midnight, and asks again once it did not', async () => {
    const sent = answerApi('put', '/vendor/restaurant/hours', { restaurant: eatery });
    open({ mon: [{ open: '18:00', close: '23:00' }] });
    setTime('Monday closes', '02:00');
    await userEvent.click(within(card()).getByRole('checkbox', { name: overnightName('2:00 am', 'Monday') }));
    setTime('Monday closes', '03:00');
    expect((within(card()).getByRole('checkbox', { name: overnightName('3:00 am', 'Monday') }) as HTMLInputElement).checked).toBe(true);

    setTime('Monday closes', '23:30');
    expect(within(card()).queryByRole('checkbox')).toBeNull();
    setTime('Monday closes', '01:00');
    expect((within(card()).getByRole('checkbox', { name: overnightName('1:00 am', 'Monday') }) as HTMLInputElement).checked).toBe(false);

    await userEvent.click(within(card()).getByRole('checkbox', { name: overnightName('1:00 am', 'Monday') }));
    await save();
    expect(await within(card()).findByText('Hours saved')).toBeTruthy();
    expect(await sent[0]!.json()).toEqual({ hours: { mon: [{ open: '18:00', close: '01:00' }] } });
  });

  it("refuses a range past midnight that runs into the next day's hours, as the API would", async () => {
    const sent = answerApi('put', '/vendor/restaurant/hours', { restaurant: eatery });
    open();
    setTime('Monday opens', '23:30');
    setTime('Monday closes', '23:00');
    await userEvent.click(within(card()).getByRole('checkbox', { name: overnightName('11:00 pm', 'Monday') }));
    await save();
    expect(within(card()).getByText(HOURS_MESSAGES.overlapsNextDay('mon'))).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('names the day whose time was left empty, and sends nothing', async () => {
    const sent = answerApi('put', '/vendor/restaurant/hours', { restaurant: eatery });
    open({
      mon: [{ open: '09:00', close: '21:00' }],
      wed: [
        { open: '08:00', close: '11:00' },
        { open: '12:00', close: '15:00' },
      ],
    });
    setTime('Wednesday 2 opens', '');
    await save();
    expect(within(card()).getByText('Wednesday 2 needs an opening and a closing time')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('keeps a saved range past midnight as chosen', async () => {
    const sent = answerApi('put', '/vendor/restaurant/hours', { restaurant: eatery });
    open({ fri: [{ open: '20:00', close: '02:00' }] });
    expect((within(card()).getByRole('checkbox', { name: overnightName('2:00 am', 'Friday') }) as HTMLInputElement).checked).toBe(true);
    await save();
    expect(await within(card()).findByText('Hours saved')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
