// jsdom and Fluent's focus trap: tabster's modalizer marks aria-hidden every element outside the
// modal it takes as active, which it learns from focus; jsdom moves focus into a new dialog late
// on a loaded machine, so for a while (at times for good) the dialog in front is itself hidden and
// role queries miss it. CI rehearsals and loaded runs failed this way in several files (DadosPage,
// TelaLista, IntervalosPage, importacao, dialogos). A browser does not (the e2e sweep checks
// dialogs with axe in Chromium). Here the dialog in front, the last one in the document, and its
// ancestors never stay aria-hidden; dialogs behind it and the page around it still may.

const DIALOGOS = '[role="dialog"], [role="alertdialog"]';

// The document this file's tests render into: an observer's last call may come after the test
// environment has taken the global `document` away.
const corpo = document.body;

function manterAcessivel(): void {
  const dialogos = corpo.querySelectorAll(DIALOGOS);
  for (let el = dialogos[dialogos.length - 1] ?? null; el && el !== corpo; el = el.parentElement) {
    if (el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
  }
}

new MutationObserver(manterAcessivel).observe(corpo, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
