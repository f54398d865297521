import { describe, expect, it } from 'vitest';
import { emailSchema, hostelPlace } from './users';

describe('hostelPlace', () => {
  it.each([
    [{ block: 'D', room: '118' }, 'Block D, Room 118'],
    [{ block: 'Block D', room: 'Room 118' }, 'Block D, Room 118'],
    [{ block: ' block d ', room: '118 ' }, 'block d, Room 118'],
    [{ block: 'D-Block', room: '12' }, 'D-Block, Room 12'],
    [{ block: 'Blockhouse', room: '3' }, 'Block Blockhouse, Room 3'],
  ])('%o reads "%s"', (details, expected) => {
    expect(hostelPlace(details)).toBe(expected);
  });
});

describe('emailSchema', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Enter a valid email'],
    [`${'a'.repeat(250)}@iitb.ac.in`, 'Enter a valid email'],
  ])('refuses %j with "%s"', (email, message) => {
    expect(emailSchema.safeParse(email).error?.issues[0]?.message).toBe(message);
  });

  it('takes an address in any case and keeps it lower-cased', () => {
    expect(emailSchema.parse(' Priya@IITB.ac.in ')).toBe('priya@iitb.ac.in');
  });
});
