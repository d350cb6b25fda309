// What a collection method must carry by its kind: boleto and débito automático the bank
// agreement (bank, agency, account, agreement code, layout: CNAB for boleto, FEBRABAN 150 for
// débito), a utility company its page's code and agreement; PIX and card nothing.

import type { FieldError } from '../api/contract.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from './mensagens.ts';

export type TipoDeCobranca = 'boleto' | 'debito_automatico' | 'concessionaria' | 'pix' | 'cartao';
export type LayoutDoArquivo = 'CNAB240' | 'CNAB400' | 'FEBRABAN150';

export interface FormaDeCobranca {
  tipo: TipoDeCobranca;
  codigo: string | null;
  banco: string | null;
  agencia: string | null;
  agenciaDv: string | null;
  conta: string | null;
  contaDv: string | null;
  convenio: string | null;
  layout: LayoutDoArquivo | null;
}

const vazio = (texto: string | null): boolean => texto === null || texto.trim() === '';

/** Each filled field's form, as the table's checks hold it (migration 0054). */
const FORMATOS: readonly (readonly [keyof FormaDeCobranca, RegExp, string])[] = [
  ['banco', /^\d{3}$/, M.bancoInvalido],
  ['agencia', /^\d{1,5}$/, M.agenciaInvalida],
  ['agenciaDv', /^[0-9Xx]$/, M.digitoInvalido],
  ['conta', /^\d{1,12}$/, M.contaInvalida],
  ['contaDv', /^[0-9Xx]{1,2}$/, M.digitoInvalido],
  ['convenio', /^[0-9A-Za-z]{1,20}$/, M.convenioInvalido],
  ['codigo', /^[a-z0-9-]{1,40}$/, M.codigoInvalido],
];

/** The errors of a collection method, by field; none when it is complete for its kind. */
export function conferirFormaDeCobranca(f: FormaDeCobranca): FieldError[] {
  const erros: FieldError[] = [];
  for (const [campo, formato, message] of FORMATOS) {
    const valor = f[campo];
    if (typeof valor === 'string' && !vazio(valor) && !formato.test(valor)) erros.push({ field: campo, message });
  }
  if (f.tipo === 'boleto' || f.tipo === 'debito_automatico') {
    const faltando: string[] = (['banco', 'agencia', 'conta', 'convenio'] as const).filter((c) => vazio(f[c]));
    if (f.layout === null) faltando.push('layout');
    for (const campo of faltando) erros.push({ field: campo, message: M.convenioIncompleto });
    const esperado = f.tipo === 'debito_automatico' ? f.layout === 'FEBRABAN150' : f.layout !== 'FEBRABAN150';
    if (f.layout !== null && !esperado) erros.push({ field: 'layout', message: M.layoutDoTipo });
  }
  if (f.tipo === 'concessionaria') {
    if (vazio(f.codigo)) erros.push({ field: 'codigo', message: M.concessionariaIncompleta });
    if (vazio(f.convenio)) erros.push({ field: 'convenio', message: M.concessionariaIncompleta });
  }
  return erros;
}
