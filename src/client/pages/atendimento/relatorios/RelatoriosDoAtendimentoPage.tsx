import { useMemo } from 'react';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { DialogoDeEmissaoDoCartao, PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDeAtendimento } from './cartoes.ts';

/** atendimento.relatorios: a card per report the user may issue (its own tag), each a background job ending in a notice. */
export function RelatoriosDoAtendimentoPage() {
  const t = useT();
  const { pode } = usePermissao();
  const cartoes = useMemo(() => cartoesDeAtendimento(t).filter((c) => pode([c.tag])), [t, pode]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDeEmissaoDoCartao} />;
}
