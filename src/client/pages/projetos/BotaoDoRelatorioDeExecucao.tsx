import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import { tagDoRelatorioDaAprovacao } from '../../../shared/api/relatoriosDaAprovacao.ts';
import { useApi } from '../../api/useApi.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT } from '../../i18n/traducao.ts';
import { cartoesDaAprovacao, DialogoDoRelatorioDaAprovacao } from '../aprovacaofinanceira/relatorios/index.ts';

// The project page's "Relatório de execução": the report card's own dialog
// (aprovacaofinanceira/relatorios, execucaoprojeto), opened on this project.

interface ProjetoLido {
  id: number;
  codigo: string;
  nome: string;
}

export function BotaoDoRelatorioDeExecucao({ id }: { id: string }) {
  const t = useT();
  const { pode } = usePermissao();
  const [aberto, setAberto] = useState(false);
  const { data: projeto } = useApi<ProjetoLido>(`/api/projetos/${id}`);
  const cartao = useMemo(() => cartoesDaAprovacao(t).find((c) => c.id === 'execucaoprojeto'), [t]);
  if (cartao === undefined || projeto === undefined || !pode([tagDoRelatorioDaAprovacao('execucaoprojeto')])) return null;
  return (
    <>
      <Button icon={<DocumentArrowDownRegular />} onClick={() => setAberto(true)}>
        {t('Relatório de execução')}
      </Button>
      {aberto && <DialogoDoRelatorioDaAprovacao cartao={cartao} projetoInicial={{ id: projeto.id, nome: `${projeto.codigo} - ${projeto.nome}` }} onFechar={() => setAberto(false)} />}
    </>
  );
}
