import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@campuseats/common/admin';
import { ACTION_WORDS, actorText, changesOf, targetText } from './auditText';

describe('the audit log in words', () => {
  it('has words for every action the API records', () => {
    expect(AUDIT_ACTIONS.map((action) => ACTION_WORDS[action]).every((words) => words.length > 0)).toBe(true);
    expect(ACTION_WORDS['user.disable']).toBe('Disabled an account');
  });

  it('names the target by its kind and its email or name as it was then', () => {
    expect(targetText({ kind: 'user', id: 'KKZxBX', label: 'meera@campus.example' })).toBe('Account meera@campus.example');
    expect(targetText({ kind: 'eatery', id: '50tcL6', label: 'Dosa Corner' })).toBe('Eatery Dosa Corner');
    expect(targetText({ kind: 'review', id: 'order-1', label: 'of order CE-1 at Dosa Corner' })).toBe('Review of order CE-1 at Dosa Corner');
  });

  it('names who acted by their email, and a student who deleted their own account as its owner, not by an id', () => {
    expect(actorText({ actorEmail: 'admin@campus.example', actorUid: 'A1', target: { kind: 'user', id: 'KKZxBX', label: null } })).toBe('admin@campus.example');
    expect(actorText({ actorEmail: null, actorUid: 'KKZxBX', target: { kind: 'user', id: 'KKZxBX', label: 'Deleted account' } })).toBe('its owner');
  });

  it('falls back to the id for an old entry that kept no label', () => {
    expect(targetText({ kind: 'user', id: 'abc123', label: null })).toBe('Account abc123');
    expect(targetText({ kind: 'eatery', id: 'burgerAdda', label: null })).toBe('Eatery burgerAdda');
  });

  it('shows a role change in the Accounts screen’s words', () => {
    expect(changesOf({ before: { role: 'user' }, after: { role: 'vendor' } })).toEqual([{ field: 'Role', before: 'Student', after: 'Vendor' }]);
  });

  it('shows a switch as Yes and No', () => {
    expect(changesOf({ before: { disabled: false }, after: { disabled: true } })).toEqual([{ field: 'Disabled', before: 'No', after: 'Yes' }]);
  });

  it('leaves out what did not change, and gives a new eatery its fields with nothing before', () => {
    expect(changesOf({ before: { hidden: false, hiddenReason: null }, after: { hidden: true, hiddenReason: null } })).toEqual([
      { field: 'Hidden', before: 'No', after: 'Yes' },
    ]);
    expect(
      changesOf({
        before: null,
        after: { name: 'Dosa Point', costForTwo: 150, hours: JSON.stringify({ mon: [{ open: '09:00', close: '21:00' }] }), categories: null },
      }),
    ).toEqual([
      { field: 'Name', before: null, after: 'Dosa Point' },
      { field: 'Cost for two', before: null, after: '150' },
      { field: 'Opening hours', before: null, after: 'Mon 09:00–21:00' },
    ]);
  });
});
