import { useEffect } from 'react';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTableRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useT } from '../../../i18n/traducao.ts';
import { AndamentoDaImportacao } from './AndamentoDaImportacao.tsx';
import { useResumoDaImportacao } from './useResumoDaImportacao.ts';

export const ROTA_DO_RESULTADO = 'gestaopessoas.pessoa.importacao.resultado';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acoes: { display: 'flex' },
});

/** The started import's progress; when it ends the result page opens. */
export function SecaoDoAndamento({ importacaoId, tarefaInicial }: { importacaoId: number; tarefaInicial: TarefaResumo }) {
  const estilos = useEstilos();
  const t = useT();
  const navigate = useNavigate();
  const { resumo, tarefa } = useResumoDaImportacao(importacaoId);
  const resultado = pathFor(ROTA_DO_RESULTADO, {}, { id: String(importacaoId) });
  const concluida = resumo?.estado === 'concluida';

  useEffect(() => {
    if (concluida) navigate(resultado);
  }, [concluida, navigate, resultado]);

  return (
    <section className={estilos.secao} aria-labelledby="titulo-do-andamento">
      <Subtitle2 as="h2" id="titulo-do-andamento">
        {t('4. Importação')}
      </Subtitle2>
      <AndamentoDaImportacao tarefa={tarefa ?? tarefaInicial} />
      <div className={estilos.acoes}>
        <Button icon={<DocumentTableRegular />} onClick={() => navigate(resultado)}>
          {t('Ver resultado')}
        </Button>
      </div>
    </section>
  );
}
