import { registrarGanchos } from '../../resources/index.ts';
import { GANCHOS_DO_PROJETO } from './ganchos-do-projeto.ts';
import { registrarGanchosDosRemanejamentos } from './remanejamentos/ganchos.ts';

// The projects' hooks on the generic resource; the títulos' rubrica check is called from the
// títulos' own validar (financeiro/titulos/ganchos.ts), which a model has only one of.
export function registrarGanchosDosProjetos(): void {
  registrarGanchos('projeto', GANCHOS_DO_PROJETO);
  registrarGanchosDosRemanejamentos();
}
