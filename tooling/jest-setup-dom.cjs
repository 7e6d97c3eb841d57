require('@testing-library/jest-dom');

// shared-ui's own texts in both languages, as the shell loads the interface language's before its first render
// (decision 0064), so a component renders its texts in the language a test names without waiting for a chunk.
const { addUiCatalogue } = require('../shared-ui/src/i18n/ui-i18n');
addUiCatalogue('en', require('../shared-ui/src/locales/en/messages').messages);
addUiCatalogue('ja', require('../shared-ui/src/locales/ja/messages').messages);
