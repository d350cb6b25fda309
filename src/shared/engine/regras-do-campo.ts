import type { RuleSpec } from '../validation/index.ts';
import { tipoPrincipal } from './modelo.ts';
import type { ModelFormat, ModelProperty } from './types.ts';

// The validation rules a model property implies, as data for validateValue. Order is the
// order of messages: a field shows the first rule it fails.

const CASAS_DO_DINHEIRO = 2;

const REGRA_DO_FORMATO: Readonly<Record<ModelFormat, RuleSpec>> = {
  cpf: { rule: 'cpf' },
  cnpj: { rule: 'cnpj' },
  cpfOuCnpj: { rule: 'cpfOuCnpj' },
  cep: { rule: 'cep' },
  rg: { rule: 'rg' },
  telefone: { rule: 'telefone' },
  email: { rule: 'email' },
  date: { rule: 'date' },
  'date-time': { rule: 'date' },
  hora: { rule: 'hora' },
  fusoHorario: { rule: 'fusoHorario' },
  urlDeTiles: { rule: 'urlDeTiles' },
  host: { rule: 'host' },
  mes: { rule: 'mes' },
};

/**
 * required first, then the format, lengths, decimals and limits. A list or a reference is checked
 * for presence only: its lengths and formats belong to its items or to the other model.
 */
export function regrasDaPropriedade(propriedade: ModelProperty, obrigatoria: boolean): RuleSpec[] {
  const regras: RuleSpec[] = obrigatoria ? [{ rule: 'required' }] : [];
  const tipo = tipoPrincipal(propriedade);
  if (tipo === 'array' || tipo === 'object') return regras;
  if (propriedade.format !== undefined) regras.push(REGRA_DO_FORMATO[propriedade.format]);
  if (propriedade.minLength !== undefined) regras.push({ rule: 'minLength', value: propriedade.minLength });
  if (propriedade.maxLength !== undefined) regras.push({ rule: 'maxLength', value: propriedade.maxLength });
  const casas = casasDecimaisDaPropriedade(propriedade);
  if (casas !== null) regras.push({ rule: 'casasDecimais', value: casas });
  // Money limits read as money in the message ('10,00', not '10').
  const money = propriedade['x-tipo'] === 'money' ? { money: true } : {};
  if (propriedade.minimum !== undefined) regras.push({ rule: 'min', value: propriedade.minimum, ...money });
  if (propriedade.maximum !== undefined) regras.push({ rule: 'max', value: propriedade.maximum, ...money });
  return regras;
}

/** Money keeps two decimals; another number, the x-casasDecimais of its model (a rate, 4); else any. */
export function casasDecimaisDaPropriedade(propriedade: ModelProperty): number | null {
  if (propriedade['x-tipo'] === 'money') return CASAS_DO_DINHEIRO;
  return propriedade['x-casasDecimais'] ?? null;
}
