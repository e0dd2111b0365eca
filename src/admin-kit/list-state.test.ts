import { describe, expect, it } from 'vitest';
import { listQueryOf, readListState } from './list-state';

describe('readListState', () => {
  it('reads page, size, sort, dir, search and the other params as filters', () => {
    expect(readListState({ page: '3', size: '50', sort: 'email', dir: 'desc', q: 'ann', area: 'themes' })).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'email',
      dir: 'desc',
      search: 'ann',
      filters: { area: 'themes' },
    });
  });

  it('falls back to the defaults for missing or broken values', () => {
    expect(readListState({ page: '0', size: 'x', dir: 'up' }, { sort: 'name', dir: 'desc', pageSize: 10 })).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'name',
      dir: 'desc',
      search: '',
      filters: {},
    });
    expect(readListState({ size: '9999' }).pageSize).toBe(500);
  });

  it('keeps only the named filters when the screen names them', () => {
    expect(readListState({ area: 'x', edit: '4' }, { filterNames: ['area'] }).filters).toEqual({ area: 'x' });
  });
});

describe('listQueryOf', () => {
  it('turns page and size into limit and offset, with search and filters', () => {
    const state = readListState({ page: '3', size: '20', sort: 'name', q: ' acme ', action: 'update' });
    expect(listQueryOf(state)).toEqual({
      limit: '20',
      offset: '40',
      sort: 'name',
      dir: 'asc',
      search: 'acme',
      action: 'update',
    });
  });

  it('leaves out an empty search and an absent sort', () => {
    expect(listQueryOf(readListState({}))).toEqual({ limit: '25', offset: '0', dir: 'asc' });
  });
});
