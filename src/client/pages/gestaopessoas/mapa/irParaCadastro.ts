import type { OpcoesConfirmar } from '../../../services/dialogs/dialogs.ts';
import { confirmacaoDaPessoa } from './confirmacao.ts';

interface Passos {
  nomeDa(id: number): Promise<string>;
  confirmar(opcoes: OpcoesConfirmar): Promise<boolean>;
  caminhoDaEdicao(id: number): string | null;
  navegar(caminho: string): void;
}

/** A marker's click: asks, naming the person, then opens the record. True when it went there. */
export async function irParaCadastro(id: number, passos: Passos): Promise<boolean> {
  const caminho = passos.caminhoDaEdicao(id);
  if (caminho === null) return false;
  const nome = await passos.nomeDa(id);
  if (!(await passos.confirmar(confirmacaoDaPessoa(nome)))) return false;
  passos.navegar(caminho);
  return true;
}
