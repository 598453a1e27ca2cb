import { describe, expect, it } from 'vitest';
import {
  readSearchableSelectMessages,
  searchableSelectMessage,
  SEARCHABLE_SELECT_MESSAGES,
  SELECT_STATE_TEXT,
} from './messages';

describe('searchable select messages (spec §5)', () => {
  it('uses the singular wording for 1 and fills %qty% otherwise', () => {
    expect(searchableSelectMessage('input_too_short', 1)).toBe('Please enter 1 or more characters');
    expect(searchableSelectMessage('input_too_short', 3)).toBe('Please enter 3 or more characters');
    expect(searchableSelectMessage('input_too_long', 1)).toBe('Please delete 1 character');
    expect(searchableSelectMessage('input_too_long', 2)).toBe('Please delete 2 characters');
    expect(searchableSelectMessage('selection_too_long', 1)).toBe('You can only select 1 item');
    expect(searchableSelectMessage('selection_too_long', 5)).toBe('You can only select 5 items');
  });

  it('takes page-supplied wordings and falls back per key', () => {
    expect(searchableSelectMessage('input_too_long', 4, { i18n_input_too_long_n: 'Remove %qty%' })).toBe('Remove 4');
    expect(searchableSelectMessage('input_too_long', 1, { i18n_input_too_long_n: 'Remove %qty%' })).toBe(
      'Please delete 1 character',
    );
  });

  it('has the fixed texts', () => {
    expect(SELECT_STATE_TEXT).toBe('Select an option…');
    expect(SEARCHABLE_SELECT_MESSAGES.i18n_no_matches).toBe('No matches found');
    expect(SEARCHABLE_SELECT_MESSAGES.i18n_load_more).toBe('Loading more results…');
    expect(SEARCHABLE_SELECT_MESSAGES.i18n_searching).toBe('Searching…');
    expect(SEARCHABLE_SELECT_MESSAGES.i18n_ajax_error).toBe('Loading failed');
  });

  it('reads the page wordings from wc_country_select_params, the spec text where one is missing or empty', () => {
    const win = {
      wc_country_select_params: { i18n_no_matches: 'Nothing here', i18n_searching: '', i18n_load_more: 7 },
    };
    const m = readSearchableSelectMessages(win);
    expect(m.i18n_no_matches).toBe('Nothing here');
    expect(m.i18n_searching).toBe('Searching…');
    expect(m.i18n_load_more).toBe('Loading more results…');
    expect(readSearchableSelectMessages({}).i18n_input_too_short_1).toBe('Please enter 1 or more characters');
  });
});
