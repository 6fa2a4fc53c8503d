import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Language, supportedLanguages } from '../i18n/i18n';
import { chooseLanguage } from '../i18n/languageCookie';

/** Each language named in itself, so a reader finds theirs whatever the page is in now. */
const languageNames: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  pt: 'Português',
  zh: '中文',
};

/**
 * The header's language menu. A native list, not a floating menu: the public pages' first view
 * is near its JavaScript budget, and a phone shows its own picker (decision 0058).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = supportedLanguages.find((language) => language === i18n.language) ?? 'es';
  return (
    <NativeSelect
      aria-label={t('language.choose')}
      radius="md"
      value={current}
      leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden="true" />}
      onChange={(event) => {
        const chosen = supportedLanguages.find(
          (language) => language === event.currentTarget.value,
        );
        if (chosen) void chooseLanguage(chosen, i18n);
      }}
    >
      {supportedLanguages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
