import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './locales/es.json';

export const supportedLanguages = ['es', 'en', 'de', 'fr', 'it', 'ja', 'pt', 'zh'] as const;
export type Language = (typeof supportedLanguages)[number];

type Catalogue = Record<string, unknown>;

// Only Spanish ships in the first view; the others become separate chunks, fetched on demand.
const catalogueLoaders: Record<Exclude<Language, 'es'>, () => Promise<Catalogue>> = {
  en: () => import('./locales/en.json').then((module) => module.default),
  de: () => import('./locales/de.json').then((module) => module.default),
  fr: () => import('./locales/fr.json').then((module) => module.default),
  it: () => import('./locales/it.json').then((module) => module.default),
  ja: () => import('./locales/ja.json').then((module) => module.default),
  pt: () => import('./locales/pt.json').then((module) => module.default),
  zh: () => import('./locales/zh.json').then((module) => module.default),
};

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  // Resources are bundled and init is synchronous, so the first render already has its texts.
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    supportedLngs: supportedLanguages,
    resources: { es: { translation: es } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const i18n = createI18n();

/** Loads a catalogue the first time it is needed, then switches to it. */
export async function changeLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (language !== 'es' && !instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  }
  await instance.changeLanguage(language);
}
