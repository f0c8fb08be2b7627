import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../machines/index';
import ar from '../../locales/ar.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import tr from '../../locales/tr.json';

describe('every document type is named in every language', () => {
  it('documentTypes has a label for each type, which lists, statements and reports show instead of its key', () => {
    for (const [lang, messages] of Object.entries({ tr, en, de, fr, ar })) {
      const labels = (messages as { documentTypes: Record<string, string> }).documentTypes;
      expect(
        DOCUMENT_TYPES.filter((type) => !labels[type]),
        lang,
      ).toEqual([]);
    }
  });
});
