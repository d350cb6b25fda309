import type { ChaveDeParametro, DefinicaoDeParametro, EstadosDosParametros, PedidoDeParametros } from '../../../../shared/api/parametros.ts';
import { CATALOGO_DE_PARAMETROS } from '../../../../shared/api/parametros.ts';
import { erroDoParametro } from '../../../../shared/parametros/regras.ts';
import { t, traduzir } from '../../../i18n/traducao.ts';

// The form's values as the inputs hold them (numbers as typed text), and back to a PUT's body.

export type ValorNoFormulario = string | boolean;
export type Rascunho = Partial<Record<ChaveDeParametro, ValorNoFormulario>>;

const editavel = (def: DefinicaoDeParametro) => def.tipo !== 'imagem';

export function rascunhoDos(estados: EstadosDosParametros): Rascunho {
  const rascunho: Rascunho = {};
  for (const def of CATALOGO_DE_PARAMETROS.filter(editavel)) {
    const valor = estados[def.chave].valor;
    rascunho[def.chave] = typeof valor === 'boolean' ? valor : String(valor ?? '');
  }
  return rascunho;
}

/** What a field's text means: an integer field's digits as a number, anything else as typed. */
export function valorDoCampo(def: DefinicaoDeParametro, texto: ValorNoFormulario | undefined): unknown {
  if (def.tipo === 'inteiro' && typeof texto === 'string' && /^\s*-?\d+\s*$/.test(texto)) return Number(texto);
  return typeof texto === 'string' && def.tipo !== 'inteiro' ? texto.trim() : texto;
}

/** The changed values (only those are sent) and the fields' errors under the shared rules. */
export function pedidoDoRascunho(estados: EstadosDosParametros, rascunho: Rascunho): { pedido: PedidoDeParametros; erros: Record<string, string> } {
  const pedido: Record<string, unknown> = {};
  const erros: Record<string, string> = {};
  for (const def of CATALOGO_DE_PARAMETROS.filter(editavel)) {
    const valor = valorDoCampo(def, rascunho[def.chave]);
    if (valor === estados[def.chave].valor) continue;
    const erro = erroDoParametro(def, valor);
    if (erro === null) pedido[def.chave] = valor;
    else erros[def.chave] = erro;
  }
  return { pedido: pedido as PedidoDeParametros, erros };
}

/** "Padrão: ..." as a person reads it, in the language in force. */
export function padraoLegivel(def: DefinicaoDeParametro, padrao: unknown): string {
  switch (def.tipo) {
    case 'booleano':
      return padrao === true ? t('Sim') : t('Não');
    case 'inteiro':
      return `${String(padrao)} ${traduzir(def.unidade)}`;
    case 'imagem':
      return t('sem logotipo');
    default:
      return String(padrao);
  }
}
