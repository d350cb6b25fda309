import { useMemo } from 'react';
import { tagDoRelatorioDaAprovacao } from '../../../../shared/api/relatoriosDaAprovacao.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDaAprovacao } from './cartoes.ts';
import { DialogoDoRelatorioDaAprovacao } from './DialogoDoRelatorioDaAprovacao.tsx';

/** aprovacaofinanceira.relatorios: a card per report the user may issue (its own tag), each a background job ending in a notice. */
export function RelatoriosDaAprovacaoPage() {
  const t = useT();
  const { pode } = usePermissao();
  const cartoes = useMemo(() => cartoesDaAprovacao(t).filter((c) => pode([tagDoRelatorioDaAprovacao(c.id)])), [t, pode]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDoRelatorioDaAprovacao} />;
}
