// What a user perceives of a rendered screen, in document order, one line per element:
// headings, tabs, fields with their label, value and state, buttons, table headers and
// cells. Snapshots of this read as a description of the screen and ignore styling.

const SELETOR = 'h1,h2,h3,a[href],[role=tab],[role=columnheader],[role=row],input,textarea,button,[role=combobox],[role=alert],nav[aria-label]';

function textoDe(elemento: Element | null): string {
  return (elemento?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function nomeDe(elemento: Element): string {
  const rotulo = elemento.getAttribute('aria-label');
  if (rotulo) return rotulo;
  const ids = elemento.getAttribute('aria-labelledby');
  if (ids) return ids.split(' ').map((id) => textoDe(document.getElementById(id))).join(' ').trim();
  const labels = (elemento as HTMLInputElement).labels;
  if (labels && labels.length > 0) return textoDe(labels[0] ?? null);
  return textoDe(elemento);
}

function estados(elemento: Element): string {
  const marcas = [
    elemento.hasAttribute('required') || elemento.getAttribute('aria-required') === 'true' ? 'obrigatório' : '',
    elemento.hasAttribute('disabled') || elemento.getAttribute('aria-disabled') === 'true' ? 'desabilitado' : '',
    elemento.getAttribute('aria-invalid') === 'true' ? 'inválido' : '',
    elemento.getAttribute('aria-selected') === 'true' ? 'selecionado' : '',
    elemento.getAttribute('aria-sort') ?? '',
  ].filter(Boolean);
  return marcas.length > 0 ? ` [${marcas.join(', ')}]` : '';
}

function linha(elemento: Element): string | null {
  const tag = elemento.tagName.toLowerCase();
  const papel = elemento.getAttribute('role');
  if (/^h\d$/.test(tag)) return `${tag} ${textoDe(elemento)}`;
  if (papel === 'row') {
    const celulas = [...elemento.querySelectorAll('[role=cell]')].map(textoDe);
    return celulas.length > 0 ? `row | ${celulas.join(' | ')}` : null;
  }
  if (papel === 'columnheader') return `columnheader ${textoDe(elemento)}${estados(elemento)}`;
  if (papel === 'alert') return `alert ${textoDe(elemento)}`;
  if (tag === 'nav') return `nav ${elemento.getAttribute('aria-label')}: ${textoDe(elemento)}`;
  if (tag === 'input' && ['checkbox', 'radio'].includes((elemento as HTMLInputElement).type)) {
    return `${(elemento as HTMLInputElement).type} "${nomeDe(elemento)}" ${(elemento as HTMLInputElement).checked ? '☑' : '☐'}${estados(elemento)}`;
  }
  if (tag === 'input' || tag === 'textarea') {
    const valor = (elemento as HTMLInputElement).value;
    const dica = elemento.getAttribute('placeholder');
    return `${papel ?? (tag === 'textarea' ? 'textarea' : 'textbox')} "${nomeDe(elemento)}" = "${valor}"${dica ? ` (${dica})` : ''}${estados(elemento)}`;
  }
  if (papel === 'combobox') return `combobox "${nomeDe(elemento)}" = "${textoDe(elemento)}"${estados(elemento)}`;
  if (papel === 'tab') return `tab ${nomeDe(elemento).replace(/^(.+)\1$/, '$1')}${estados(elemento)}`;
  if (tag === 'a') return `link "${nomeDe(elemento)}" → ${elemento.getAttribute('href')}`;
  if (tag === 'button') return `button "${nomeDe(elemento)}"${estados(elemento)}`;
  return null;
}

/**
 * The map's own controls (zoom, attribution) appear when its lazily loaded library arrives, which
 * may be before or after the snapshot on a loaded machine: they are the library's, not the screen's.
 */
const DO_MAPA = '.leaflet-container';

export function resumoDaTela(raiz: Element): string {
  return [...raiz.querySelectorAll(SELETOR)]
    .filter((elemento) => elemento.closest(DO_MAPA) === null)
    .map(linha)
    .filter((l): l is string => l !== null)
    .join('\n');
}
