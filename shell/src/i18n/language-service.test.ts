import { STORAGE_KEYS } from 'shared-contracts';
import { applyDocumentLanguage, createLanguageService } from './language-service';

describe('language on the document', () => {
  test('applying a language sets only its class and the lang attribute on <html>', () => {
    applyDocumentLanguage('ja');
    expect(document.documentElement).toHaveClass('ja');
    expect(document.documentElement).not.toHaveClass('en');
    expect(document.documentElement).toHaveAttribute('lang', 'ja');

    applyDocumentLanguage('en');
    expect(document.documentElement).toHaveClass('en');
    expect(document.documentElement).not.toHaveClass('ja');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  test('changing the language stores it, sets the html class and reloads the page', () => {
    const reloads: string[] = [];
    localStorage.clear();
    const service = createLanguageService({
      current: 'en',
      storage: localStorage,
      reload: () => reloads.push('reload'),
    });

    service.change('ja');

    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ja');
    expect(document.documentElement).toHaveClass('ja');
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(reloads).toHaveLength(1);
  });
});
