import { DialogoDeEmissaoDoCartao, PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { CARTOES } from './cartoes.ts';
import { NavegacaoDePessoas } from './NavegacaoDePessoas.tsx';

/** gestaopessoas.relatorios: the register's reports as cards, each a background job ending in a notice. */
export function RelatoriosDePessoasPage() {
  return <PaginaDeRelatorios navegacao={<NavegacaoDePessoas />} cartoes={CARTOES} Dialogo={DialogoDeEmissaoDoCartao} />;
}
