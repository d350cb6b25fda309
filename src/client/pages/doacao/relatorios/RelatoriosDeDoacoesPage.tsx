import { useMemo } from 'react';
import { DialogoDeEmissaoDoCartao, PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDeDoacoes } from './cartoes.ts';

/** doacao.relatorios: a card per report (the route's tag lets the user issue them all), each a background job ending in a notice. */
export function RelatoriosDeDoacoesPage() {
  const t = useT();
  const cartoes = useMemo(() => cartoesDeDoacoes(t), [t]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDeEmissaoDoCartao} />;
}
