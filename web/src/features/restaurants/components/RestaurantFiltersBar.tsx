import { useEffect, useRef, useState } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH, SORT_OPTIONS, type SortOption } from '@campuseats/common/restaurantOptions';
import type { RestaurantFilters, useRestaurantFilters } from '../hooks/useRestaurantFilters';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  filters: RestaurantFilters;
  onChange: ReturnType<typeof useRestaurantFilters>['update'];
}

export function RestaurantFiltersBar({ filters, onChange }: Props) {
  const [text, setText] = useState(filters.search ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  // Back, forward or "Clear all filters" change the URL: the box follows it.
  useEffect(() => setText(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    if (filters.focusSearch) inputRef.current?.focus();
  }, [filters.focusSearch]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChange({ search: trimmed || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      {/* OutlinedInput and a native select, not TextField and Select, keep MUI's menu and modal code off this page's first visit. */}
      <OutlinedInput
        inputRef={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search restaurants..."
        size="small"
        type="search"
        sx={{ flex: 1 }}
        inputProps={{ 'aria-label': 'Search restaurants or cuisines', enterKeyHint: 'search', maxLength: SEARCH_MAX_LENGTH }}
        // The icon as InputAdornment would place it, without InputAdornment's code on a first visit.
        startAdornment={<SearchIcon sx={{ mr: 1, color: 'action.active' }} />}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="success"
        value={filters.vegOnly ? 'veg' : 'all'}
        onChange={(_event, value: string | null) => value && onChange({ vegOnly: value === 'veg' })}
        aria-label="Diet"
      >
        <ToggleButton value="all">Show All</ToggleButton>
        <ToggleButton value="veg">Veg Only</ToggleButton>
      </ToggleButtonGroup>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel htmlFor="sort-select" shrink>
          Sort by
        </InputLabel>
        <NativeSelect
          input={<OutlinedInput label="Sort by" notched />}
          inputProps={{ id: 'sort-select' }}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as SortOption })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
