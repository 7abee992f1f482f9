import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkField } from './link-field.tsx';

const CAR = {
  type: 'cars',
  id: 71,
  title: '保时捷 911 GT3 RS',
  titleEn: 'Porsche 911 GT3 RS',
  address: '/car/71',
  published: true,
};
const DRAFT = {
  type: 'news',
  id: 72,
  title: '新车发布',
  titleEn: 'New car launch',
  address: '/news/info/72',
  published: false,
};
const TARGETS = [CAR, DRAFT];

let requests: string[] = [];
let failSearch = false;
const answer = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status === 200, result, message: '' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  requests = [];
  failSearch = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const item = /^\/api\/admin\/links\/([a-z-]+)\/(\d+)$/.exec(pathname);
      if (item) {
        const target = TARGETS.find((one) => one.type === item[1] && one.id === Number(item[2]));
        return answer({ target: target ?? null });
      }
      if (failSearch) return answer(null, 503);
      const q = (searchParams.get('q') ?? '').toLowerCase();
      const records = TARGETS.filter((one) => `${one.title} ${one.titleEn}`.toLowerCase().includes(q));
      return answer({ records, more: [] });
    }),
  );
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <LinkField
      label="Slide link"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function renderField(lang: 'zh' | 'en', initial = '', onChange: (value: string) => void = () => {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => <Harness initial={initial} onChange={onChange} />,
    },
  ]);
  render(<Stub />);
  // The route's loader settles first: the field is there once it has.
  return screen.findByRole('textbox', { name: 'Slide link' });
}

const address = () => screen.getByRole('textbox', { name: 'Slide link' });

describe('LinkField, what a typed address leads to', () => {
  it('names the item an address names, looked up once typing pauses', async () => {
    await renderField('en', '/car/71');
    expect(await screen.findByText('Porsche 911 GT3 RS')).toBeTruthy();
    expect(screen.getByText('Cars')).toBeTruthy();
    expect(requests).toEqual(['/api/admin/links/cars/71']);
    expect(address().getAttribute('aria-invalid')).toBeNull();
  });

  it('names a page of the site without asking the server, in Chinese', async () => {
    await renderField('zh', '/wheels/single-piece');
    expect(await screen.findByText('单片式轮毂')).toBeTruthy();
    expect(screen.getByText('页面')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it.each([
    ['en', '/news/info/999', 'No such story'],
    ['zh', '/news/info/999', '没有这篇新闻'],
    ['en', '/careers', 'This site has no such page'],
    ['zh', '/careers', '本站没有这个页面'],
    ['en', 'javascript:alert(1)', 'Must be a page of the site (/…), an http(s) address, mailto: or tel:'],
    ['zh', '/news\u0001', '不能包含控制字符'],
  ] as const)('in %s, says in words why %j cannot be kept', async (lang, typed, words) => {
    await renderField(lang);
    await userEvent.type(address(), typed);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(address().getAttribute('aria-describedby')).toContain(screen.getByText(words).id);
  });

  it('warns about a link to an item that is not published, and keeps it', async () => {
    await renderField('zh', '/news/info/72');
    expect(await screen.findByText('新车发布')).toBeTruthy();
    expect(screen.getByText('尚未发布：发布之前，访客打不开这个链接。')).toBeTruthy();
    expect(address().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('LinkField, choosing in the picker', () => {
  it('finds a car by its title, moves with the arrow keys and takes it with Enter', async () => {
    const onChange = vi.fn();
    await renderField('en', '', onChange);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a page for Slide link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a page of the site' });
    const search = within(dialog).getByRole('combobox', { name: 'Search by title, in Chinese or English' });
    // Before anything is typed: the site's pages, then the items.
    expect(await within(dialog).findByRole('group', { name: 'Cars' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeTruthy();

    await userEvent.type(search, 'gt3');
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Pages' })).toBeNull());
    const car = within(dialog).getByRole('option', { name: /Porsche 911 GT3 RS/ });
    expect(car.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(car.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('/car/71');
    // Chosen, it is known: its title shows without another request.
    expect(await screen.findByText('Porsche 911 GT3 RS')).toBeTruthy();
    expect(requests.some((url) => url.startsWith('/api/admin/links/cars/'))).toBe(false);
  });

  it('lists pages by their names in either language, with the arrow keys among them', async () => {
    const onChange = vi.fn();
    await renderField('zh', '', onChange);
    await userEvent.click(screen.getByRole('button', { name: '为「Slide link」选择页面' }));
    const dialog = await screen.findByRole('dialog', { name: '选择本站页面' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'wheels');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['轮毂/wheels', '单片式轮毂/wheels/single-piece', '两片式轮毂/wheels/two-piece']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('/wheels/single-piece');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape, text typed or not, leaving the address as it was', async () => {
    const onChange = vi.fn();
    await renderField('en', '/about', onChange);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a page for Slide link' }));
    await userEvent.type(await screen.findByRole('combobox'), 'news{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(address()).toHaveProperty('value', '/about');
  });

  it('says when nothing matches, and when the search fails, with a way to try again', async () => {
    await renderField('en');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a page for Slide link' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(
      await within(dialog).findByText('No match for “zzz”. Try part of the name, in Chinese or English.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(within(dialog).getByRole('combobox').getAttribute('aria-expanded')).toBe('false');

    failSearch = true;
    await userEvent.type(within(dialog).getByRole('combobox'), 'y');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The search did not answer');
    failSearch = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
