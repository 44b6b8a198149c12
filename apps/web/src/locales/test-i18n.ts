import i18next, { type TFunction } from 'i18next';

type Resources = Record<string, Record<string, Record<string, unknown>>>;
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

/** For unit tests: a real i18next in `language` with the app's own catalogues (plurals and all). */
export async function testT(language: 'es' | 'en' | 'pt'): Promise<TFunction> {
  const resources: Resources = {};
  for (const [path, module] of Object.entries(files)) {
    const [, lang, namespace] = /^\.\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (lang && namespace) (resources[lang] ??= {})[namespace] = module.default;
  }
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  return instance.t;
}
