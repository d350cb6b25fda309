import type { FieldError } from '../../../shared/api/contract.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { isEmpty, validateRecord, type FieldRules } from '../../../shared/validation/index.ts';

/** What the user entered, by parameter name (the names of the filter body). */
export type ValoresDoFiltro = Readonly<Record<string, unknown>>;

/** Each field's rules, by parameter: built once per filter. */
export function regrasDoFiltro(filtro: FiltroResolvido): FieldRules {
  return Object.fromEntries(filtro.campos.map((campo) => [campo.parametro, campo.regras]));
}

/**
 * One message per failing field. Values are kept flat by parameter name while validateRecord
 * reads dotted paths, so a dotted parameter ('pessoaFisica.cpf') is nested first.
 */
export function validarFiltro(valores: ValoresDoFiltro, regras: FieldRules): FieldError[] {
  return validateRecord(aninhar(valores), regras);
}

/** The values worth sending: empty ones (blank text, empty list, null) are left out. */
export function valoresPreenchidos(valores: ValoresDoFiltro): Record<string, unknown> {
  return Object.fromEntries(Object.entries(valores).filter(([, valor]) => !isEmpty(valor)));
}

export function idDoCampo(base: string, campo: CampoDoFiltroResolvido): string {
  return `${base}-${campo.parametro.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function aninhar(valores: ValoresDoFiltro): Record<string, unknown> {
  const registro: Record<string, unknown> = {};
  for (const [caminho, valor] of Object.entries(valores)) {
    const chaves = caminho.split('.');
    const ultima = chaves.pop() as string;
    let atual = registro;
    for (const chave of chaves) {
      const proximo = Object.hasOwn(atual, chave) ? atual[chave] : undefined;
      atual = typeof proximo === 'object' && proximo !== null ? (proximo as Record<string, unknown>) : (atual[chave] = {});
    }
    atual[ultima] = valor;
  }
  return registro;
}
