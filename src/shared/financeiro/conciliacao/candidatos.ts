import { numeroDoDia, type DataISO } from '../../calendario/data.ts';
import { normalizar } from '../../texto/normalizar.ts';

// The candidates of a bank statement line (issue 17, matching): what of the account's books may
// stand for it, best first. Amounts are signed cents as the account sees them (money in positive,
// money out negative): a line only meets candidates of its own sign (a payment out, a despesa's
// baixa or a transfer out; money in, a receita's or a transfer in). The exact amount comes first
// whatever else; a close amount (within TOLERANCIA_DE_VALOR) scores lower the farther it is. Within
// the date window (JANELA_EM_DIAS for what was paid, JANELA_DO_VENCIMENTO for an open installment's
// due date) the closer date scores higher; a memo naming the person (name or CPF/CNPJ) or the
// título's document raises the score. At equal score a título of the line's own account comes
// before one with no account yet; other ties are broken by the candidate's kind and id, so the
// order is always the same.

export const JANELA_EM_DIAS = 10;
export const JANELA_DO_VENCIMENTO = 30;
/** How far (a share of the line's amount) a close amount may be from the line's. */
export const TOLERANCIA_DE_VALOR = 0.2;

export type OrigemDoCandidato = 'BAIXA' | 'TRANSFERENCIA' | 'TITULO';

export interface LinhaDoExtrato {
  data: DataISO;
  /** Signed: negative is money out. */
  valorCentavos: number;
  memo: string;
}

export interface Candidato {
  origem: OrigemDoCandidato;
  id: number;
  /** The date paid (baixa, transfer) or the installment's due date (an open título). */
  data: DataISO;
  /** Signed as the account sees it; a título's is what is open of the installment. */
  valorCentavos: number;
  descricao: string;
  pessoaNome?: string | null;
  pessoaDocumento?: string | null;
  documento?: string | null;
  /** An open título with no account yet (of the line's unit): after the account's own at equal score. */
  semConta?: boolean;
}

export interface CandidatoPontuado extends Candidato {
  pontos: number;
  exato: boolean;
  diferencaCentavos: number;
  dias: number;
  /** The memo names the person or the document. */
  identificado: boolean;
}

const PONTOS_EXATO = 1000;
const PONTOS_PROXIMO = 500;
const PONTOS_IDENTIFICADO = 200;
const PONTOS_DATA = 100;
const ORDEM_DA_ORIGEM: Readonly<Record<OrigemDoCandidato, number>> = { BAIXA: 0, TRANSFERENCIA: 1, TITULO: 2 };

const digitos = (texto: string): string => texto.replace(/\D/g, '');

/** The memo names the person (whole name, or CPF/CNPJ digits) or carries the título's document. */
export function memoIdentifica(memo: string, c: Pick<Candidato, 'pessoaNome' | 'pessoaDocumento' | 'documento'>): boolean {
  const texto = normalizar(memo);
  const nome = normalizar(c.pessoaNome ?? '').trim();
  if (nome.length >= 3 && texto.includes(nome)) return true;
  const cpfCnpj = digitos(c.pessoaDocumento ?? '');
  if (cpfCnpj.length >= 11 && digitos(memo).includes(cpfCnpj)) return true;
  const documento = normalizar(c.documento ?? '').trim();
  return documento.length >= 3 && texto.includes(documento);
}

const janelaDe = (origem: OrigemDoCandidato): number => (origem === 'TITULO' ? JANELA_DO_VENCIMENTO : JANELA_EM_DIAS);

/** The candidate scored for the line, or null when its sign, amount or date rule it out. */
export function pontuar(linha: LinhaDoExtrato, c: Candidato): CandidatoPontuado | null {
  if (Math.sign(c.valorCentavos) !== Math.sign(linha.valorCentavos)) return null;
  const dias = Math.abs(numeroDoDia(c.data) - numeroDoDia(linha.data));
  const janela = janelaDe(c.origem);
  if (dias > janela) return null;
  const diferencaCentavos = Math.abs(Math.abs(c.valorCentavos) - Math.abs(linha.valorCentavos));
  const exato = diferencaCentavos === 0;
  const limite = Math.abs(linha.valorCentavos) * TOLERANCIA_DE_VALOR;
  if (!exato && diferencaCentavos > limite) return null;
  const identificado = memoIdentifica(linha.memo, c);
  const pontosDoValor = exato ? PONTOS_EXATO : Math.round(PONTOS_PROXIMO * (1 - diferencaCentavos / (limite + 1)));
  const pontosDaData = Math.round(PONTOS_DATA * (1 - dias / (janela + 1)));
  const pontos = pontosDoValor + pontosDaData + (identificado ? PONTOS_IDENTIFICADO : 0);
  return { ...c, pontos, exato, diferencaCentavos, dias, identificado };
}

export function compararCandidatos(a: CandidatoPontuado, b: CandidatoPontuado): number {
  return (
    Number(b.exato) - Number(a.exato) ||
    b.pontos - a.pontos ||
    Number(a.semConta ?? false) - Number(b.semConta ?? false) ||
    a.diferencaCentavos - b.diferencaCentavos ||
    a.dias - b.dias ||
    ORDEM_DA_ORIGEM[a.origem] - ORDEM_DA_ORIGEM[b.origem] ||
    a.id - b.id
  );
}

/** The line's candidates, best first, at most `limite` of them. */
export function candidatosDaLinha(linha: LinhaDoExtrato, candidatos: readonly Candidato[], limite = 5): CandidatoPontuado[] {
  return candidatos
    .map((c) => pontuar(linha, c))
    .filter((c): c is CandidatoPontuado => c !== null)
    .sort(compararCandidatos)
    .slice(0, limite);
}
