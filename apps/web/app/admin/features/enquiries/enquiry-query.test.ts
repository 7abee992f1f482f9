import { describe, expect, it } from 'vitest';
import { listQuery, readFilters, sortSearch } from './enquiry-query.ts';

describe('inbox filters in the URL', () => {
  it('reads valid values and drops anything else', () => {
    const filters = readFilters(
      new URLSearchParams(
        'page=3&status=won&from=2026-01-02&to=bad&q=%20Li%20&assignee=7&sort=name&order=asc',
      ),
    );
    expect(filters).toEqual({
      page: 3,
      status: 'won',
      from: '2026-01-02',
      to: '',
      q: 'Li',
      assignee: '7',
      sort: 'name',
      order: 'asc',
    });
    expect(readFilters(new URLSearchParams('page=-2&status=deleted&assignee=0x1&sort=phone'))).toMatchObject({
      page: 1,
      status: '',
      assignee: '',
      sort: 'receivedAt',
      order: 'desc',
    });
  });

  it('maps to the API query', () => {
    expect(listQuery(readFilters(new URLSearchParams('status=new&assignee=12')))).toMatchObject({
      status: 'new',
      assigneeId: '12',
      pageNo: 1,
      pageSize: 20,
      sort: 'receivedAt',
      order: 'desc',
    });
  });

  it('a new sort starts again at the first page and keeps the filters', () => {
    expect(sortSearch('?status=new&page=4&l=en', 'name', 'asc')).toBe('?status=new&l=en&sort=name&order=asc');
  });
});
