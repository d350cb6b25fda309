import { useState } from 'react';
import { Button, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError } from '../../../api/ApiError.ts';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';

export const URL_DO_ENCERRAMENTO = '/api/financeiro/contabilidade/encerramento';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  linha: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  ano: { width: '120px' },
});

/** The year-end closing (contabil's call): the year's revenue and expenses carried to equity, its reply or refusal shown here. */
export function EncerramentoDoExercicio({ onFeito }: { onFeito(): void }) {
  const t = useT();
  const traduzir = useTraduzir();
  const estilos = useEstilos();
  const [ano, setAno] = useState(() => String(new Date().getFullYear() - 1));
  const [resposta, setResposta] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  const encerrar = async () => {
    setEnviando(true);
    setResposta(null);
    try {
      const r = await post<unknown>(URL_DO_ENCERRAMENTO, { ano: Number(ano) });
      setResposta({ tipo: 'success', texto: traduzir(r.message ?? '') });
      onFeito();
    } catch (erro) {
      if (erro instanceof ApiError) setResposta({ tipo: 'error', texto: traduzir(erro.errors[0]?.message ?? erro.message) });
      ignoreShownError(erro);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className={estilos.secao} aria-labelledby="encerramento-titulo">
      <Subtitle2 as="h2" id="encerramento-titulo">{t('Encerramento do exercício')}</Subtitle2>
      <Text>{t('Leva o superávit ou o déficit do ano ao patrimônio social, com lançamentos em 31/12 da unidade.')}</Text>
      <div className={estilos.linha}>
        <Field label={t('Ano')}>
          <Input className={estilos.ano} type="number" value={ano} onChange={(_e, d) => setAno(d.value)} disabled={enviando} />
        </Field>
        <Button appearance="primary" disabled={enviando || !/^\d{4}$/.test(ano)} onClick={() => void encerrar()}>
          {t('Encerrar exercício {ano}', { ano })}
        </Button>
      </div>
      {resposta && <Aviso intent={resposta.tipo}>{resposta.texto}</Aviso>}
    </section>
  );
}
