import { registrarGanchos } from '../../../resources/ganchos.ts';
import { aguardandoOLeitor, aprovarEmprestimo, rejeitarEmprestimo } from './decisao.ts';
import { devolverEmprestimo } from './devolucao.ts';
import { GANCHOS_DO_PEDIDO } from './pedido.ts';

// The loans' hooks on the generic resource: the request's rules and first steps (emprestimo), the
// decisions and the list of what waits for the reader (emprestimoAAprovar), the returns
// (emprestimoADevolver).

export function registrarGanchosDosEmprestimos(): void {
  registrarGanchos('emprestimo', GANCHOS_DO_PEDIDO);
  registrarGanchos('emprestimoAAprovar', { filtrar: aguardandoOLeitor, acoes: { aprovar: aprovarEmprestimo, rejeitar: rejeitarEmprestimo } });
  registrarGanchos('emprestimoADevolver', { acoes: { devolver: devolverEmprestimo } });
}
