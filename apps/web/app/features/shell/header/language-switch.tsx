// The 中文 | EN buttons (SPEC section 2); the active language is marked with aria-pressed.
import type { UiLanguage } from '@refit/contract';
import { useLanguage, useSwitchLanguage } from '../../../lib/i18n/use-language.ts';
import styles from './language-switch.module.css';

const CHOICES: readonly { lang: UiLanguage; label: string; htmlLang: string }[] = [
  { lang: 'zh', label: '中文', htmlLang: 'zh-CN' },
  { lang: 'en', label: 'EN', htmlLang: 'en' },
];

interface LanguageSwitchProps {
  label: string;
  className?: string | undefined;
}

export function LanguageSwitch({ label, className }: LanguageSwitchProps) {
  const lang = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <div role="group" aria-label={label} className={[styles.switch, className].filter(Boolean).join(' ')}>
      {CHOICES.map((choice, index) => (
        <span key={choice.lang} className={styles.item}>
          {index > 0 ? (
            <span className={styles.divider} aria-hidden="true">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={choice.htmlLang}
            className={styles.button}
            aria-pressed={lang === choice.lang}
            onClick={() => {
              if (choice.lang !== lang || new URLSearchParams(window.location.search).has('l')) {
                switchLanguage(choice.lang);
              }
            }}
          >
            {choice.label}
          </button>
        </span>
      ))}
    </div>
  );
}
