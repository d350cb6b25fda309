// The screen engine's pages: the entry point of its chunk.
export { RotasDasTelas, type PaginaDoShell } from './rotas/RotasDasTelas.tsx';
export { TelaLista, type TelaListaProps } from './lista/TelaLista.tsx';
export type { ListaEmbutida } from './lista/embutida.ts';
export { TelaFormulario, type TelaFormularioProps } from './formulario/TelaFormulario.tsx';
export { TelaImportacao, TelaResultadoDaImportacao } from './importacao/TelasDaImportacao.tsx';
export { TelaConfiguracao, type TelaConfiguracaoProps } from './ajustes/TelaConfiguracao.tsx';
export { useTela, useConfiguracaoDosFormularios, type EstadoDaTela } from './dados/useTela.ts';
