import { useMemo } from 'react';
import { DialogoDeEmissaoDoCartao, PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDePessoas } from './cartoes.ts';

/** gestaopessoas.relatorios: the register's reports as cards, each a background job ending in a notice. */
export function RelatoriosDePessoasPage() {
  const t = useT();
  const cartoes = useMemo(() => cartoesDePessoas(t), [t]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDeEmissaoDoCartao} />;
}
