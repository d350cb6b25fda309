import type { FieldError } from '../../../shared/api/contract.ts';
import { validateRecord, type FieldRules } from '../../../shared/validation/index.ts';

const REGRAS_DO_PERFIL: FieldRules = {
  nome: [{ rule: 'required' }, { rule: 'maxLength', value: 120 }],
  email: [{ rule: 'email' }, { rule: 'maxLength', value: 200 }],
};

export function errosDoPerfil(nome: string, email: string | null): FieldError[] {
  return validateRecord({ nome, email }, REGRAS_DO_PERFIL);
}
