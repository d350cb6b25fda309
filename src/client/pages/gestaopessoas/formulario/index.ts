// The person and supplier forms' chunk (with the engine's form renderer).
export { EdicaoDeFornecedorPage, EdicaoDePessoaPage, NovaPessoaPage, NovoFornecedorPage } from './FormularioDoCadastroPage.tsx';
