// Projetos: the project form with its financial execution, and the settings of its sections.
export { ProjetosPage, NovoProjetoPage, ProjetoPage, SubsecoesDoProjetoPage } from './ProjetoPages.tsx';
