import { semAcentos } from '../../texto/normalizar.ts';
import { ErroDeArquivo } from './erro.ts';

// A fixed-width record as data: a table of fields with start and end (1-based, inclusive, as the
// banks' manuals print them), type and meaning. One table writes a line and reads it back, so a
// remittance and its reader cannot disagree on a position.

export type TipoDeCampo =
  /** Digits, zero-padded on the left; read as text (codes keep their zeros). */
  | 'numerico'
  /** Text, upper case without accents, space-padded on the right, cut at the width. */
  | 'alfa'
  /** Integer cents with two implied decimals, zero-padded. */
  | 'valor'
  /** DDMMAAAA; zeros or spaces = no date. */
  | 'data'
  /** DDMMAA (years 00–69 are 20xx); zeros or spaces = no date. */
  | 'data6'
  /** AAAAMMDD (FEBRABAN 150); zeros or spaces = no date. */
  | 'dataAnoMesDia';

export interface Campo {
  nome: string;
  inicio: number;
  fim: number;
  tipo: TipoDeCampo;
  /** What the manual calls it, for the details page and the tests. */
  significado: string;
  /** A constant of the layout: written when no value is given, checked when read. */
  fixo?: string;
}

export interface LayoutDeRegistro {
  nome: string;
  largura: number;
  campos: readonly Campo[];
}

export type ValorDeCampo = string | number | null | undefined;

const largura = (campo: Campo): number => campo.fim - campo.inicio + 1;

/**
 * A record's table, checked as it is defined: the fields follow one another from position 1 to
 * the width with no gap and no overlap, names are unique, constants have the field's width.
 */
export function definirRegistro(nome: string, larguraDoRegistro: number, campos: readonly Campo[]): LayoutDeRegistro {
  let esperado = 1;
  const nomes = new Set<string>();
  for (const campo of campos) {
    if (campo.inicio !== esperado || campo.fim < campo.inicio) {
      throw new Error(`${nome}: o campo ${campo.nome} ocupa ${campo.inicio}–${campo.fim}; esperava começar em ${esperado}`);
    }
    if (nomes.has(campo.nome)) throw new Error(`${nome}: o campo ${campo.nome} aparece duas vezes`);
    if (campo.fixo !== undefined && campo.fixo.length !== largura(campo)) {
      throw new Error(`${nome}: o valor fixo de ${campo.nome} não tem ${largura(campo)} caracteres`);
    }
    nomes.add(campo.nome);
    esperado = campo.fim + 1;
  }
  if (esperado !== larguraDoRegistro + 1) throw new Error(`${nome}: os campos terminam em ${esperado - 1}; o registro tem ${larguraDoRegistro}`);
  return { nome, largura: larguraDoRegistro, campos };
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function digitos(campo: Campo, texto: string): string {
  if (!/^\d*$/.test(texto)) throw new Error(`${campo.nome}: "${texto}" não é número`);
  if (texto.length > largura(campo)) throw new Error(`${campo.nome}: ${texto} não cabe em ${largura(campo)} posições`);
  return texto.padStart(largura(campo), '0');
}

function escreverCampo(campo: Campo, valor: ValorDeCampo): string {
  const tamanho = largura(campo);
  if ((valor === undefined || valor === null) && campo.fixo !== undefined) return campo.fixo;
  switch (campo.tipo) {
    case 'alfa':
      return semAcentos(String(valor ?? '')).toUpperCase().slice(0, tamanho).padEnd(tamanho, ' ');
    case 'numerico':
      return digitos(campo, String(valor ?? ''));
    case 'valor':
      if (typeof valor !== 'number' && valor !== null && valor !== undefined) throw new Error(`${campo.nome}: valor em centavos esperado`);
      if (valor !== null && valor !== undefined && (!Number.isSafeInteger(valor) || valor < 0)) throw new Error(`${campo.nome}: ${valor} não são centavos`);
      return digitos(campo, String(valor ?? 0));
    case 'data':
    case 'data6':
    case 'dataAnoMesDia': {
      if (valor === null || valor === undefined || valor === '') return '0'.repeat(tamanho);
      const partes = DATA.exec(String(valor));
      if (!partes) throw new Error(`${campo.nome}: data ${String(valor)} fora do formato AAAA-MM-DD`);
      const [ano, mes, dia] = [partes[1] ?? '', partes[2] ?? '', partes[3] ?? ''];
      if (campo.tipo === 'dataAnoMesDia') return `${ano}${mes}${dia}`;
      return campo.tipo === 'data' ? `${dia}${mes}${ano}` : `${dia}${mes}${ano.slice(2)}`;
    }
  }
}

/** A record's line from its values by field name (absent = the constant, blanks or zeros). */
export function escreverRegistro(layout: LayoutDeRegistro, valores: Readonly<Record<string, ValorDeCampo>>): string {
  for (const nome of Object.keys(valores)) {
    if (!layout.campos.some((c) => c.nome === nome)) throw new Error(`${layout.nome}: não há o campo ${nome}`);
  }
  return layout.campos.map((campo) => escreverCampo(campo, valores[campo.nome])).join('');
}

/** A record read: each field by name, in the type its table gives. */
export interface RegistroLido {
  texto(nome: string): string;
  centavos(nome: string): number;
  data(nome: string): string | null;
}

function dataLida(campo: Campo, bruto: string, linha: number): string | null {
  if (/^[0 ]*$/.test(bruto)) return null;
  const erro = () => new ErroDeArquivo(linha, campo.inicio, `${campo.significado}: "${bruto}" não é uma data`);
  if (!/^\d+$/.test(bruto)) throw erro();
  const invertida = campo.tipo === 'dataAnoMesDia';
  const dia = invertida ? bruto.slice(6, 8) : bruto.slice(0, 2);
  const mes = invertida ? bruto.slice(4, 6) : bruto.slice(2, 4);
  const ano = invertida ? bruto.slice(0, 4) : campo.tipo === 'data' ? bruto.slice(4, 8) : `${Number(bruto.slice(4, 6)) < 70 ? '20' : '19'}${bruto.slice(4, 6)}`;
  const data = new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia)));
  if (data.getUTCDate() !== Number(dia) || data.getUTCMonth() !== Number(mes) - 1) throw erro();
  return `${ano}-${mes}-${dia}`;
}

/**
 * Reads a line (already at the layout's width) by its table: numbers must be digits (or blank),
 * dates real dates, constants equal; otherwise an error at the field's line and position.
 */
export function lerRegistro(layout: LayoutDeRegistro, linhaDoArquivo: string, linha: number): RegistroLido {
  const brutos = new Map<string, { campo: Campo; bruto: string }>();
  for (const campo of layout.campos) {
    const bruto = linhaDoArquivo.slice(campo.inicio - 1, campo.fim);
    if (campo.fixo !== undefined && bruto !== campo.fixo && bruto.trim() !== campo.fixo.trim()) {
      throw new ErroDeArquivo(linha, campo.inicio, `${campo.significado}: esperava "${campo.fixo}", encontrou "${bruto}"`);
    }
    if ((campo.tipo === 'numerico' || campo.tipo === 'valor') && !/^\d*$/.test(bruto.trim())) {
      throw new ErroDeArquivo(linha, campo.inicio, `${campo.significado}: esperava números, encontrou "${bruto}"`);
    }
    brutos.set(campo.nome, { campo, bruto });
  }
  const pegar = (nome: string) => {
    const achado = brutos.get(nome);
    if (!achado) throw new Error(`${layout.nome}: não há o campo ${nome}`);
    return achado;
  };
  return {
    texto: (nome) => pegar(nome).bruto.trim(),
    centavos: (nome) => Number(pegar(nome).bruto.trim() || '0'),
    data: (nome) => {
      const { campo, bruto } = pegar(nome);
      return dataLida(campo, bruto, linha);
    },
  };
}
