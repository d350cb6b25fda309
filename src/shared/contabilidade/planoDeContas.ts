import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DA_CONTABILIDADE as M } from './mensagens.ts';

// The ledger chart, shaped as the ECD's I050 record asks: a code whose segments are the tree
// ("1.1.01" sits under "1.1", level 3), a nature, and analytic accounts (the leaves, which take
// entries) under synthetic ones (which only sum their children).

export type NaturezaContabil = 'DEVEDORA' | 'CREDORA';
export type TipoDeConta = 'ANALITICA' | 'SINTETICA';
export type GrupoContabil = 'ATIVO' | 'PASSIVO' | 'PATRIMONIO_LIQUIDO' | 'RECEITA' | 'DESPESA';

export interface ContaContabil {
  codigo: string;
  /** The code of the synthetic account above; null for a level-1 account. */
  pai: string | null;
  natureza: NaturezaContabil;
  tipo: TipoDeConta;
  nivel: number;
  grupo: GrupoContabil;
}

export interface ProblemaDoPlano {
  codigo: string;
  mensagem: string;
}

const CODIGO = /^\d{1,6}(\.\d{1,6})*$/;

/** "1.1.01" → "1.1"; null for a level-1 code. */
export function codigoDoPai(codigo: string): string | null {
  const corte = codigo.lastIndexOf('.');
  return corte < 0 ? null : codigo.slice(0, corte);
}

export const nivelDoCodigo = (codigo: string): number => codigo.split('.').length;

/** Every problem of the chart, account by account in the order given. */
export function problemasDoPlano(contas: readonly ContaContabil[]): ProblemaDoPlano[] {
  const porCodigo = new Map<string, ContaContabil>();
  const repetidos = new Set<string>();
  for (const c of contas) {
    if (porCodigo.has(c.codigo)) repetidos.add(c.codigo);
    else porCodigo.set(c.codigo, c);
  }
  const comFilhas = new Set(contas.map((c) => c.pai).filter((pai) => pai !== null));
  return contas.flatMap((conta) => {
    if (!CODIGO.test(conta.codigo)) return [{ codigo: conta.codigo, mensagem: M.codigoInvalido }];
    const problema = (texto: string, valores: Record<string, string | number> = {}): ProblemaDoPlano => ({
      codigo: conta.codigo,
      mensagem: interpolar(texto, { codigo: conta.codigo, pai: conta.pai ?? '', ...valores }),
    });
    const problemas: ProblemaDoPlano[] = [];
    if (repetidos.has(conta.codigo)) problemas.push(problema(M.codigoRepetido));
    const esperado = codigoDoPai(conta.codigo);
    if (conta.pai !== esperado) problemas.push(problema(M.paiDoCodigo, { esperado: esperado ?? '—' }));
    if (conta.nivel !== nivelDoCodigo(conta.codigo)) problemas.push(problema(M.nivel, { nivel: nivelDoCodigo(conta.codigo) }));
    const pai = conta.pai === null ? null : porCodigo.get(conta.pai);
    if (pai === undefined) problemas.push(problema(M.paiInexistente));
    else if (pai !== null && pai.tipo !== 'SINTETICA') problemas.push(problema(M.paiAnalitico));
    else if (pai !== null && pai.grupo !== conta.grupo) problemas.push(problema(M.grupoDoPai));
    if (conta.tipo === 'SINTETICA' && !comFilhas.has(conta.codigo)) problemas.push(problema(M.sinteticaSemFilhas));
    return problemas;
  });
}

/** Why an account cannot take an entry (unknown or synthetic), or null when it can. */
export function problemaDoLancamento(plano: ReadonlyMap<string, ContaContabil>, codigo: string): string | null {
  const conta = plano.get(codigo);
  if (conta === undefined) return interpolar(M.contaInexistente, { codigo });
  return conta.tipo === 'SINTETICA' ? interpolar(M.contaSintetica, { codigo }) : null;
}

export const planoPorCodigo = (contas: readonly ContaContabil[]): Map<string, ContaContabil> => new Map(contas.map((c) => [c.codigo, c]));
