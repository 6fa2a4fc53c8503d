import { configureSpanishValidation } from '@aptovial/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './locales/es.json';

// The forms' own zod messages are Spanish; zod's defaults (a field missing, a number too big)
// must be too, whatever language the page is in (decision 0058).
configureSpanishValidation();

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
    // A copy: merging the account texts in later writes into the bundle, not into the module.
    resources: { es: { translation: structuredClone(es) } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const i18n = createI18n();

/**
 * Texts of the sign-in pages and the signed-in area (`locales/account/*.json`): kept out of the
 * landing's first view and loaded, merged into the same keys, by the routes that show them.
 */
const accountLoaders = import.meta.glob<Catalogue>('./locales/account/*.json', {
  import: 'default',
});
const accountLanguages = new WeakMap<I18n, Set<Language>>();

async function addAccountTexts(instance: I18n, language: Language): Promise<void> {
  const loaded = accountLanguages.get(instance) ?? new Set<Language>();
  accountLanguages.set(instance, loaded);
  const load = accountLoaders[`./locales/account/${language}.json`];
  if (loaded.has(language) || load === undefined) return;
  instance.addResourceBundle(language, 'translation', await load(), true, true);
  loaded.add(language);
}

function currentLanguage(instance: I18n): Language {
  return supportedLanguages.find((language) => language === instance.language) ?? 'es';
}

/** Makes the account texts available in Spanish (the fallback) and the current language. */
export async function loadAccountTexts(instance: I18n = i18n): Promise<void> {
  await Promise.all([
    addAccountTexts(instance, 'es'),
    addAccountTexts(instance, currentLanguage(instance)),
  ]);
}

/** A lazy page whose texts are in the account catalogue: both arrive before it renders. */
export async function withAccountTexts<T>(page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, loadAccountTexts()]);
  return loaded;
}

/** Loads a catalogue the first time it is needed, then switches to it (the language menu). */
export async function changeLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (language !== 'es' && !instance.hasResourceBundle(language, 'translation')) {
    const catalogue = structuredClone(await catalogueLoaders[language]());
    instance.addResourceBundle(language, 'translation', catalogue, true);
  }
  // Account texts already in use follow the language change.
  if (accountLanguages.get(instance)?.has('es') === true) await addAccountTexts(instance, language);
  await instance.changeLanguage(language);
}
