import { useEffect } from 'react';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTableRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { useT } from '../../i18n/traducao.ts';
import { AndamentoDaImportacao } from './AndamentoDaImportacao.tsx';
import { useResumoDaImportacao } from './useResumoDaImportacao.ts';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acoes: { display: 'flex' },
});

interface SecaoDoAndamentoProps {
  url: string;
  importacaoId: number;
  tarefaInicial: TarefaResumo;
  /** The result page's path (its route, without the import's id). */
  resultado: string;
}

/** The started import's progress; when it ends the result page opens. */
export function SecaoDoAndamento({ url, importacaoId, tarefaInicial, resultado }: SecaoDoAndamentoProps) {
  const estilos = useEstilos();
  const t = useT();
  const navigate = useNavigate();
  const { resumo, tarefa } = useResumoDaImportacao(url, importacaoId);
  const doResultado = `${resultado}?${new URLSearchParams({ id: String(importacaoId) })}`;
  const concluida = resumo?.estado === 'concluida';

  useEffect(() => {
    if (concluida) navigate(doResultado);
  }, [concluida, navigate, doResultado]);

  return (
    <section className={estilos.secao} aria-labelledby="titulo-do-andamento">
      <Subtitle2 as="h2" id="titulo-do-andamento">
        {t('4. Importação')}
      </Subtitle2>
      <AndamentoDaImportacao tarefa={tarefa ?? tarefaInicial} />
      <div className={estilos.acoes}>
        <Button icon={<DocumentTableRegular />} onClick={() => navigate(doResultado)}>
          {t('Ver resultado')}
        </Button>
      </div>
    </section>
  );
}
