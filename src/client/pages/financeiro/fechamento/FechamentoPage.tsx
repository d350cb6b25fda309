import { Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TAG_FECHAR, TAG_REABRIR, URL_DA_REABERTURA, URL_DO_FECHAMENTO, type SituacaoDoFechamento } from '../../../../shared/api/fechamento.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { EncerramentoDoExercicio } from './EncerramentoDoExercicio.tsx';
import { HistoricoDoFechamento } from './HistoricoDoFechamento.tsx';
import { MudancaDoFechamento } from './MudancaDoFechamento.tsx';

const TAG_ENCERRAR = 'financeiro.contabilidade.encerrar';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  atual: { fontSize: tokens.fontSizeBase400 },
});

/**
 * Contabilidade › Fechamento: the institution's lock date (nothing dated on or before it is
 * recorded, in finance or in the books), moved forward to close, back to reopen (its own tag and
 * a reason), the history of both, and the year-end closing. Hand-written: the settings form of
 * the engine keeps one value per field, while the lock is a history, and each direction asks its own tag.
 */
export function FechamentoPage() {
  const t = useT();
  const traduzir = useTraduzir();
  const estilos = useEstilos();
  const { pode } = usePermissao();
  const { data, error, mutate } = useApi<SituacaoDoFechamento>(URL_DO_FECHAMENTO);
  const reler = () => void mutate();

  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!data) return <Carregando />;
  return (
    <div className={estilos.pagina}>
      <Text className={estilos.atual} weight="semibold" role="status">
        {data.dataFechamento === null ? t('Nenhum período fechado.') : t('Período fechado até {data}.', { data: formatDate(data.dataFechamento) })}
      </Text>
      {pode([TAG_FECHAR]) && (
        <MudancaDoFechamento id="fechar" titulo={t('Fechar período')} rotuloDaData={t('Fechar até')} botao={t('Fechar período')} url={URL_DO_FECHAMENTO} reabertura={false} onFeito={reler} />
      )}
      {pode([TAG_REABRIR]) && data.dataFechamento !== null && (
        <MudancaDoFechamento id="reabrir" titulo={t('Reabrir período')} rotuloDaData={t('Fechado até (vazio: reabrir tudo)')} botao={t('Reabrir período')} url={URL_DA_REABERTURA} reabertura onFeito={reler} />
      )}
      {pode([TAG_ENCERRAR]) && (
        <>
          <Divider />
          <EncerramentoDoExercicio onFeito={reler} />
        </>
      )}
      <Divider />
      <HistoricoDoFechamento historico={data.historico} />
    </div>
  );
}
