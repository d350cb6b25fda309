// The engine's import pages, for any screen that declares `importacao` (its name given).
import { ComImportacao } from './ComImportacao.tsx';
import { ImportacaoDaTela } from './ImportacaoDaTela.tsx';
import { ResultadoDaImportacao } from './ResultadoDaImportacao.tsx';

export function TelaImportacao({ name }: { name: string }) {
  return <ComImportacao name={name}>{(tela) => <ImportacaoDaTela tela={tela.tela} importacao={tela.importacao} />}</ComImportacao>;
}

export function TelaResultadoDaImportacao({ name }: { name: string }) {
  return <ComImportacao name={name}>{(tela) => <ResultadoDaImportacao {...tela} />}</ComImportacao>;
}
