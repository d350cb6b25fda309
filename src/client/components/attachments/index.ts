export { GerenciadorDeAnexos, type GerenciadorDeAnexosProps } from './GerenciadorDeAnexos.tsx';
export { ListaDeAnexos } from './ListaDeAnexos.tsx';
export { FormularioDeAnexo } from './FormularioDeAnexo.tsx';
export { abrirArquivo, urlAutenticada, urlDoArquivo } from './abrirArquivo.ts';
export * from './tipos.ts';
