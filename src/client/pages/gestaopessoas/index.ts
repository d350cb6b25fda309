// The gestaopessoas family's chunk (the supplier register of financeiro is the same screen).
export { CadastroDePessoasPage } from './CadastroDePessoasPage.tsx';
export { RelatoriosDePessoasPage } from './relatorios/index.ts';
