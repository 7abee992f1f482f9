import { cleanup, render, screen } from '@testing-library/react';
import { createContext, use } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { MobileDrawer } from './mobile-drawer.tsx';
import type { ShellMenuItem } from '../shell-types.ts';

afterEach(cleanup);

const item = (id: number, label: string, children: ShellMenuItem[] = []): ShellMenuItem => ({
  id,
  label,
  link: `/${id}`,
  href: `/${id}?menuId=${id}`,
  external: false,
  icon: '',
  children,
});

const menu = [item(1, 'Home'), item(2, 'Brands', [item(10, 'McLaren')])];

// One route stub for every render, so that a change of `open` updates the drawer, not a new one.
const Open = createContext(false);
const Page = createRoutesStub([
  {
    path: '/',
    Component: function DrawerRoute() {
      return (
        <MobileDrawer
          open={use(Open)}
          menu={menu}
          active={{ top: 1, child: null }}
          reloading={false}
          messages={getMessages('en').shell}
          drawerRef={{ current: null }}
        />
      );
    },
  },
]);

function Drawer({ open }: { open: boolean }) {
  return (
    <Open value={open}>
      <Page />
    </Open>
  );
}

describe('the phone menu drawer', () => {
  it('sends no second copy of the menu while closed', () => {
    const html = renderToString(<Drawer open={false} />);
    expect(html).toContain('id="site-drawer"');
    expect(html).not.toContain('Site menu');
    expect(html).not.toContain('?menuId=');
  });

  it('renders its entries when it opens, and keeps them while it closes again', async () => {
    const { rerender } = render(<Drawer open={false} />);
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
    rerender(<Drawer open />);
    const nav = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    rerender(<Drawer open={false} />);
    // Closed again, it slides out with its entries rather than emptying first.
    expect(document.querySelector('#site-drawer nav')).not.toBeNull();
  });
});
