// 中文 / English: a pair of toggle buttons; the pressed one is the language on screen.
import { Button } from './button.tsx';
import { useAdminLanguage, useAdminText, useSwitchAdminLanguage } from '../lib/i18n.ts';

export function LanguageToggle() {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const switchLanguage = useSwitchAdminLanguage();
  return (
    <div role="group" aria-label={t.language.label} style={{ display: 'flex', gap: 4 }}>
      <Button
        small
        tone={lang === 'zh' ? 'default' : 'ghost'}
        aria-pressed={lang === 'zh'}
        lang="zh-CN"
        onClick={() => switchLanguage('zh')}
      >
        {t.language.zh}
      </Button>
      <Button
        small
        tone={lang === 'en' ? 'default' : 'ghost'}
        aria-pressed={lang === 'en'}
        lang="en"
        onClick={() => switchLanguage('en')}
      >
        {t.language.en}
      </Button>
    </div>
  );
}
