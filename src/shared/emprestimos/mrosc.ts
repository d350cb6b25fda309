import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DOS_EMPRESTIMOS } from './mensagens.ts';

// Lei 13.019/2014 (MROSC), art. 51: the funds of a partnership with the public administration stay
// in the term's own bank account and are spent only on its object, so a project that is such a
// partnership and holds its own account never lends.

export interface ProjetoQueEmpresta {
  codigo: string;
  nome: string;
  parceria: boolean;
  contaId: number | null;
}

/** The refusal's text when the source project is a partnership with its own account; null when it may lend. */
export function recusaPeloMrosc(projeto: ProjetoQueEmpresta): string | null {
  return projeto.parceria && projeto.contaId !== null ? interpolar(MENSAGENS_DOS_EMPRESTIMOS.mrosc, { projeto: `${projeto.codigo} – ${projeto.nome}` }) : null;
}
