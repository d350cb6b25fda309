import { useMemo } from 'react';
import { DialogoDeEmissaoDoCartao, PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDaMobilizacao } from './cartoes.ts';

/** mobilizacao.relatorios: a card per report (the route's tag lets the user issue them all), each a background job ending in a notice. */
export function RelatoriosDaMobilizacaoPage() {
  const t = useT();
  const cartoes = useMemo(() => cartoesDaMobilizacao(t), [t]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDeEmissaoDoCartao} />;
}
