import type { FieldRules, RuleSpec } from '../validation/index.ts';
import { estadoDoCampo } from './estado-do-campo.ts';
import type { TelaResolvida } from './tela-resolvida.ts';

const OBRIGATORIO: RuleSpec = { rule: 'required' };

/**
 * The rules validateRecord applies to a record saved through this screen's form: only the
 * fields visible and editable for that record (configuration and state rules), and only those
 * with rules; a field obrigatorioSe makes required gets the required rule first. The record is
 * needed because the state rules read it (a field hidden by a condition is not required), and
 * the stored one (null for a new record) because somenteLeituraSe reads the state as stored: a
 * field it makes read-only is not the user's to fix.
 */
export function regrasDoServidor(tela: TelaResolvida, registro: unknown, armazenado: unknown = null): FieldRules {
  const regras: Record<string, readonly RuleSpec[]> = {};
  for (const campo of (tela.formulario?.secoes ?? []).flatMap((secao) => secao.campos)) {
    const estado = estadoDoCampo(campo, registro, armazenado);
    if (!estado.visivel || estado.somenteLeitura) continue;
    const lista = estado.obrigatorio && !campo.obrigatorio ? [OBRIGATORIO, ...campo.regras] : campo.regras;
    if (lista.length > 0) regras[campo.campo] = lista;
  }
  return regras;
}
