// The frame around every page (SPEC section 2): fixed header, brand sidebar, the routed page,
// then the partners strip and the footer.
import type { UiLanguage } from '@refit/contract';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { config } from '../../lib/config.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { menuSectionOf } from '../../lib/route-handle.ts';
import { decideActiveBrand } from './sidebar/active-brand.ts';
import { BrandSidebar } from './sidebar/brand-sidebar.tsx';
import { ContactBar } from './footer/contact-bar.tsx';
import { activeMenu } from './header/menu-links.ts';
import { PartnersStrip } from './footer/partners-strip.tsx';
import { PendingPage } from './pending-page.tsx';
import type { ShellData } from './shell-types.ts';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import styles from './site-shell.module.css';
import { useActiveBrand } from './sidebar/use-active-brand.ts';
import { useNavigationToggle } from './header/use-navigation-toggle.ts';
import { useShellReloading } from './use-shell-reloading.ts';
import { WechatDialog } from './footer/wechat-dialog.tsx';
import { hasWechatQr } from '../../lib/contact/wechat-qr.ts';

interface SiteShellProps {
  lang: UiLanguage;
  shell: ShellData;
  children: ReactNode;
}

/** Set on <html> once the page is hydrated and its handlers are in place. */
export const PAGE_LIVE_ATTRIBUTE = 'data-shell-ready';

export function SiteShell({ lang, shell, children }: SiteShellProps) {
  const messages = getMessages(lang).shell;
  const siteName = config.siteShortName[lang];
  const { pathname } = useLocation();
  const matches = useMatches();
  const reloading = useShellReloading();
  const [brandsOpen, setBrandsOpen] = useNavigationToggle();
  const [drawerOpen, setDrawerOpen] = useNavigationToggle();
  const [wechatOpen, setWechatOpen] = useNavigationToggle();
  const hasWechat = hasWechatQr(shell.wechatQr);
  const openWechat = hasWechat ? () => setWechatOpen(true) : null;
  // Marks the page as interactive (hydrated), for the tools that need to know (browser tests, the
  // phone bench).
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
  }, []);

  const section = menuSectionOf(matches);
  const menuState = useMemo(() => activeMenu(shell.menu, pathname, section), [shell.menu, section, pathname]);
  const activeBrandId = useActiveBrand(decideActiveBrand(pathname, matches, shell.brands));
  const hasBrands = shell.brands.length > 0;

  return (
    <div className={styles.shell} data-sidebar={hasBrands ? '' : undefined}>
      <a className={styles.skip} href="#content">
        {messages.skipToContent}
      </a>
      <SiteHeader
        logo={shell.logo}
        siteName={siteName}
        menu={shell.menu}
        active={menuState}
        reloading={reloading}
        messages={messages}
        hasBrands={hasBrands}
        brandsOpen={brandsOpen}
        onBrandsToggle={() => setBrandsOpen(!brandsOpen)}
        drawerOpen={drawerOpen}
        setDrawerOpen={setDrawerOpen}
      />
      {hasBrands ? (
        <BrandSidebar
          brands={shell.brands}
          activeId={activeBrandId}
          onBrandPage={pathname.startsWith('/brand/')}
          reloading={reloading}
          messages={messages}
          open={brandsOpen}
          onClose={() => setBrandsOpen(false)}
        />
      ) : null}
      <div className={styles.body}>
        <div id="content" className={styles.content} tabIndex={-1}>
          <PendingPage label={messages.loading} />
          {children}
        </div>
        <PartnersStrip partners={shell.partners} reloading={reloading} messages={messages} />
        <SiteFooter
          shell={shell}
          lang={lang}
          siteName={siteName}
          reloading={reloading}
          messages={messages}
          onWechat={openWechat}
        />
      </div>
      <ContactBar
        lang={lang}
        sales={shell.sales}
        hasWechat={hasWechat}
        onWechat={() => setWechatOpen(true)}
        hidden={drawerOpen || brandsOpen}
      />
      {hasWechat ? (
        <WechatDialog
          open={wechatOpen}
          codes={shell.wechatQr}
          lang={lang}
          onClose={() => setWechatOpen(false)}
        />
      ) : null}
    </div>
  );
}
