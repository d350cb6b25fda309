// CSV as spreadsheets write it (RFC 4180): fields between separators, a quoted field may hold
// separators, line breaks and doubled quotes. The separator is the one of ';', ',' and tab that
// the header line (outside quotes) holds most of; ';' when it holds none.

const SEPARADORES = [';', ',', '\t'] as const;

export function separadorDe(texto: string): string {
  const contagem = new Map<string, number>(SEPARADORES.map((s) => [s, 0]));
  let aspas = false;
  for (const c of texto) {
    if (c === '"') aspas = !aspas;
    else if (!aspas && (c === '\n' || c === '\r')) break;
    else if (!aspas && contagem.has(c)) contagem.set(c, (contagem.get(c) ?? 0) + 1);
  }
  let melhor: string = ';';
  for (const s of SEPARADORES) if ((contagem.get(s) ?? 0) > (contagem.get(melhor) ?? 0)) melhor = s;
  return melhor;
}

/** The records of a CSV text, each a list of its fields (as written, quotes removed). */
export function registrosDoCsv(texto: string, separador = separadorDe(texto)): string[][] {
  const registros: string[][] = [];
  let registro: string[] = [];
  let campo = '';
  let aspas = false;
  let i = 0;
  const fecharCampo = () => {
    registro.push(campo);
    campo = '';
  };
  const fecharRegistro = () => {
    fecharCampo();
    registros.push(registro);
    registro = [];
  };
  while (i < texto.length) {
    const c = texto[i] as string;
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i += 2;
        continue;
      }
      if (c === '"') aspas = false;
      else campo += c;
      i++;
      continue;
    }
    if (c === '"' && campo.trim() === '') {
      campo = '';
      aspas = true;
    } else if (c === separador) fecharCampo();
    else if (c === '\r' && texto[i + 1] === '\n') {
      fecharRegistro();
      i++;
    } else if (c === '\n' || c === '\r') fecharRegistro();
    else campo += c;
    i++;
  }
  if (campo !== '' || registro.length > 0) fecharRegistro();
  return registros;
}
