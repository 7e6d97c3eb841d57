require('@testing-library/jest-dom');

// shared-ui's own texts in both languages, as the shell loads the interface language's before its first render
// (decision 0064), so a component renders its texts in the language a test names without waiting for a chunk.
const { addUiCatalogue } = require('../shared-ui/src/i18n/ui-i18n');
addUiCatalogue('en', require('../shared-ui/src/locales/en/messages').messages);
addUiCatalogue('ja', require('../shared-ui/src/locales/ja/messages').messages);

// jsdom has `<dialog>` but not its modal behaviour (decision 0112). Tests only: `showModal()` and `close()` set
// `open`, focus moves to the first focusable element inside, Escape sends `cancel` (closing unless prevented) and
// `close` follows, as in a browser. Inertness of the page behind is the browser's and is checked by the journeys.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals = [];
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE);
    (target ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || event.defaultPrevented || !top || !top.isConnected) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
