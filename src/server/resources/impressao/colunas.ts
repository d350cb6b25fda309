import { encontrarPropriedade } from '../../../shared/engine/modelo.ts';
import { casasDecimaisDaPropriedade } from '../../../shared/engine/regras-do-campo.ts';
import type { ColunaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { formatDate, formatDateTime } from '../../../shared/format/dates.ts';
import { getMask } from '../../../shared/masks/index.ts';
import { valueAtPath } from '../../../shared/validation/path.ts';
import type { ColunaDoRelatorio, TipoDaColuna, ValorDaCelula } from '../../jobs/relatorios/tabela.ts';
import type { MapaPorModelo } from '../mapa-do-modelo.ts';
import type { Registro } from '../registro.ts';
import type { Recurso } from '../recurso.ts';

// A list's columns as a report's: the list's titles, and each value as the list shows it (an
// option's label, a reference by its model's x-exibicao, a masked document) or typed, so the
// spreadsheet sorts and adds it up: money and rates as the exact text of their numeric, dates as
// dates, codes as written, Sim/Não.

export interface ColunaDaImpressao {
  coluna: ColunaDoRelatorio;
  /** The cell of one record: `linha` is the row as read (a numeric's exact text), `registro` as the model shapes it. */
  celula(registro: Registro, linha: Registro): ValorDaCelula;
}

type Exibir = (valor: Record<string, unknown>) => string;

/** A referenced record as its model's x-exibicao reads (joined by ' - '), or its name, description or id. */
function exibicaoDe(mapaDe: MapaPorModelo, referencia: string): Exibir {
  const campos = mapaDe(referencia)?.modelo['x-exibicao'] ?? [];
  return (valor) => {
    const partes = campos.map((campo) => valor[campo]).filter((v) => v !== null && v !== undefined && v !== '');
    const reserva = valor['nome'] ?? valor['descricao'] ?? valor['titulo'] ?? valor['id'];
    return partes.length > 0 ? partes.map(String).join(' - ') : String(reserva ?? '');
  };
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function tipoDa(coluna: ColunaResolvida, numerica: boolean, casas: number | null): TipoDaColuna {
  if (coluna.opcoes !== null || coluna.referencia !== null || coluna.multiplo || coluna.mascara !== null) return 'texto';
  if (coluna.widget === 'q-checkbox') return 'simNao';
  if (coluna.formato === 'date') return 'data';
  if (coluna.widget === 'codigo') return 'codigo';
  if (numerica && casas !== null) return 'decimal';
  return numerica ? 'numero' : 'texto';
}

/** One value as text, as the list's cell writes it. */
function texto(valor: unknown, coluna: ColunaResolvida, exibir: Exibir | null): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (Array.isArray(valor)) return valor.map((item) => texto(item, coluna, exibir)).filter((t) => t !== null).join(', ') || null;
  if (exibir !== null && ehObjeto(valor)) return exibir(valor);
  const opcao = coluna.opcoes?.find((o) => o.valor === valor);
  if (opcao !== undefined) return opcao.rotulo;
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'string' && coluna.formato === 'date-time') return formatDateTime(valor) || valor;
  if (typeof valor === 'string' && coluna.mascara !== null) return getMask(coluna.mascara).format(valor);
  return typeof valor === 'object' ? JSON.stringify(valor) : String(valor as string | number);
}

/** A day (YYYY-MM-DD) as a date of no time zone: its wall-clock day in the UTC fields. */
function dia(valor: unknown): Date | null {
  if (typeof valor !== 'string' || formatDate(valor) === '') return null;
  return new Date(`${valor.slice(0, 10)}T00:00:00Z`);
}

function celulaDa(coluna: ColunaResolvida, tipo: TipoDaColuna, exibir: Exibir | null): ColunaDaImpressao['celula'] {
  const { campo } = coluna;
  return (registro, linha) => {
    const valor = valueAtPath(registro, campo);
    if (valor === null || valor === undefined) return null;
    if (tipo === 'decimal') return typeof linha[campo] === 'string' ? (linha[campo] as string) : String(valor as number);
    if (tipo === 'numero' || tipo === 'codigo') return typeof valor === 'number' ? valor : Number(valor);
    if (tipo === 'simNao') return valor === true;
    if (tipo === 'data') return dia(valor);
    return texto(valor, coluna, exibir);
  };
}

/** The report's columns, from the list's (those it shows, in their order). */
export function colunasDaImpressao(recurso: Recurso, colunas: readonly ColunaResolvida[]): ColunaDaImpressao[] {
  return colunas.map((coluna) => {
    const propriedade = encontrarPropriedade(recurso.modelo, coluna.campo)?.propriedade;
    const propria = coluna.campo.includes('.') ? undefined : recurso.mapa.colunas.find((c) => c.propriedade === coluna.campo);
    const casas = propriedade === undefined ? null : casasDecimaisDaPropriedade(propriedade);
    const tipo = tipoDa(coluna, propria?.tipo === 'numeric' || propria?.tipo === 'integer', propria?.tipo === 'numeric' ? (casas ?? 2) : null);
    const exibir = coluna.referencia === null ? null : exibicaoDe(recurso.mapaDe, coluna.referencia);
    // The list's width in pixels, in the reports' relative units (about 30 px each).
    const largura = Math.max(2, Math.round((coluna.largura ?? 150) / 30));
    return { coluna: { titulo: coluna.titulo, tipo, largura, ...(tipo === 'decimal' ? { casas: casas ?? 2 } : {}) }, celula: celulaDa(coluna, tipo, exibir) };
  });
}
