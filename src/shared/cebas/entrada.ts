// A simulation's input as the wire carries it, checked field by field into counts the calculator
// reads (calculadoras.ts). The page runs the same check as the user types; the server runs it
// again before it stores anything.

import { CAMPOS_DA_CALCULADORA, TIPOS_DE_CALCULADORA, type ContagensDoCebas, type EntradaDoCebas, type TipoDeCalculadora } from './calculadoras.ts';
import { MENSAGENS_DO_CEBAS as M } from './mensagens.ts';

export type ErroDeCampo = { field: string; message: string };

export interface SimulacaoDoCebas extends EntradaDoCebas {
  ano: number;
}

const CONTAGEM_MAXIMA = 1_000_000;
const ANO_MINIMO = 2000;
const ANO_MAXIMO = 2100;

export const CAMPOS_DE_CONTAGEM: readonly (keyof ContagensDoCebas)[] = [
  'alunosPagantes',
  'bolsasIntegrais',
  'bolsasParciais',
  'bolsasIntegraisDeficiencia',
  'bolsasIntegraisTempoIntegral',
  'alunosGratuitos',
  'alunosGratuitosPerfilIntegral',
  'alunosGratuitosPerfilParcial',
];

/** The count the proportion is taken over, which the calculator cannot do without. */
const OBRIGATORIO: Readonly<Record<TipoDeCalculadora, keyof ContagensDoCebas>> = {
  superior: 'alunosPagantes',
  basica: 'alunosPagantes',
  basicamista: 'alunosPagantes',
  basicagratuita: 'alunosGratuitos',
};

const ehContagem = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= CONTAGEM_MAXIMA;
export const ehTipoDeCalculadora = (v: unknown): v is TipoDeCalculadora => typeof v === 'string' && (TIPOS_DE_CALCULADORA as readonly string[]).includes(v);

function conferirContagens(tipo: TipoDeCalculadora, corpo: Readonly<Record<string, unknown>>, erros: ErroDeCampo[]): ContagensDoCebas {
  const usados = CAMPOS_DA_CALCULADORA[tipo];
  const contagens = Object.fromEntries(CAMPOS_DE_CONTAGEM.map((c) => [c, 0])) as unknown as ContagensDoCebas;
  for (const campo of CAMPOS_DE_CONTAGEM) {
    const valor = corpo[campo];
    if (valor === undefined || valor === null) {
      if (campo === OBRIGATORIO[tipo]) erros.push({ field: campo, message: campo === 'alunosPagantes' ? M.alunosPagantesObrigatorio : M.alunosGratuitosObrigatorio });
    } else if (!ehContagem(valor)) erros.push({ field: campo, message: M.contagemInvalida });
    else if (!usados.includes(campo) && valor !== 0) erros.push({ field: campo, message: M.naoSeAplica });
    else contagens[campo] = valor;
  }
  if (contagens.alunosGratuitosPerfilIntegral + contagens.alunosGratuitosPerfilParcial > contagens.alunosGratuitos) {
    erros.push({ field: 'alunosGratuitosPerfilIntegral', message: M.perfilAcimaDosGratuitos });
  }
  return contagens;
}

/** The input checked: the counts and the year, or every field's message. `prouniPadrao` is the institution's setting. */
export function conferirSimulacao(corpo: Readonly<Record<string, unknown>>, prouniPadrao: boolean): { simulacao: SimulacaoDoCebas } | { erros: ErroDeCampo[] } {
  const erros: ErroDeCampo[] = [];
  const { tipo, ano, prouni } = corpo;
  if (!ehTipoDeCalculadora(tipo)) return { erros: [{ field: 'tipo', message: M.tipoInvalido }] };
  if (typeof ano !== 'number' || !Number.isInteger(ano) || ano < ANO_MINIMO || ano > ANO_MAXIMO) erros.push({ field: 'ano', message: M.anoInvalido });
  if (prouni !== undefined && prouni !== null && typeof prouni !== 'boolean') erros.push({ field: 'prouni', message: M.prouniInvalido });
  else if (prouni === true && tipo !== 'superior') erros.push({ field: 'prouni', message: M.prouniSoNoSuperior });
  const contagens = conferirContagens(tipo, corpo, erros);
  if (erros.length > 0) return { erros };
  const comProuni = tipo === 'superior' && (typeof prouni === 'boolean' ? prouni : prouniPadrao);
  return { simulacao: { tipo, ano: ano as number, prouni: comProuni, ...contagens } };
}
