import { TelaImportacao, TelaResultadoDaImportacao } from '../../../engine/index.ts';
import { MODO_PESSOAS } from '../modo.ts';

// The people import is the engine's, by the importacao line of the descriptor
// gestaopessoas.pessoa; its routes are the route table's (the register is x-modulo, so the
// engine's catalogue leaves it out).

export function ImportacaoDePessoasPage() {
  return <TelaImportacao name={MODO_PESSOAS.tela} />;
}

export function ResultadoDaImportacaoPage() {
  return <TelaResultadoDaImportacao name={MODO_PESSOAS.tela} />;
}
