import { describe, expect, it } from 'vitest';
import { hostelPlace } from './users';

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
