import { Button, Link as LinkFluent, makeStyles, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PaginaDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { TelaLista } from '../../../engine/index.ts';
import { useRevalidarRecurso } from '../../../engine/dados/useRevalidarRecurso.ts';
import { useT } from '../../../i18n/traducao.ts';
import { enviarRetorno, lerConcessionaria, RECURSO_DOS_CONSENTIMENTOS, TELA_DOS_CONSENTIMENTOS } from './api.ts';
import { RetornoDaConcessionaria } from './RetornoDaConcessionaria.tsx';
import { SecaoAResolver } from './SecaoAResolver.tsx';

// mobilizacao.concessionarias.pagina: one utility company — its adapter, the donors who consented
// to be charged in its bills (the consents screen's list, embedded), and its returns: send a file, and see what each record did once the
// background job has posted the gifts (the page reads again while a return is processing); the
// records left for a person are resolved or discarded in "A resolver".

const RELEITURA_MS = 2_000;

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px', minWidth: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  oculto: { display: 'none' },
  voltar: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' },
});

export function ConcessionariaPage() {
  const codigo = useParams().codigo ?? '';
  return <PaginaDaConcessionaria codigo={codigo} />;
}

function PaginaDaConcessionaria({ codigo }: { codigo: string }) {
  const estilos = useEstilos();
  const t = useT();
  const [pagina, setPagina] = useState<PaginaDaConcessionaria | null>(null);
  const [enviando, setEnviando] = useState(false);
  const { pode } = usePermissao();
  const arquivo = useRef<HTMLInputElement>(null);
  const cartoes = useLinkDaRota('/mobilizacao/concessionarias');

  // Resolving a record may record a consent: the embedded list reads again with the page.
  const revalidarConsentimentos = useRevalidarRecurso(RECURSO_DOS_CONSENTIMENTOS);
  const ler = useCallback(() => {
    void lerConcessionaria(codigo).then(setPagina).catch(ignoreShownError);
    void revalidarConsentimentos();
  }, [codigo, revalidarConsentimentos]);
  useEffect(ler, [ler]);
  const processando = pagina?.retornos.some((r) => r.situacao === 'processando') ?? false;
  useEffect(() => {
    if (!processando) return undefined;
    const relogio = window.setTimeout(ler, RELEITURA_MS);
    return () => window.clearTimeout(relogio);
  }, [processando, pagina, ler]);

  const enviar = (escolhido: File | undefined) => {
    if (escolhido === undefined) return;
    setEnviando(true);
    void enviarRetorno(codigo, escolhido)
      .then(ler)
      .catch(ignoreShownError)
      .finally(() => {
        setEnviando(false);
        if (arquivo.current !== null) arquivo.current.value = '';
      });
  };

  if (pagina === null) return <Text>{t('Carregando...')}</Text>;
  const filtro = JSON.stringify({ formaCobranca: pagina.id });
  return (
    <div className={estilos.pilha}>
      {/* As the engine's forms lead back to their list: the cards of every utility. */}
      <LinkFluent {...cartoes} className={estilos.voltar}>
        <ArrowLeftRegular aria-hidden />
        {t('Voltar para {lista}', { lista: t('Concessionárias') })}
      </LinkFluent>
      <Title2 as="h1">{pagina.nome}</Title2>
      <Text>
        {t('Convênio {convenio} · taxa de {taxa}% e tarifa de {tarifa} por doação · instalação nas posições {inicio} a {fim} do código de barras', {
          convenio: pagina.convenio,
          taxa: pagina.taxaPercentual.toLocaleString('pt-BR'),
          tarifa: formatMoney(pagina.tarifaFixa),
          inicio: pagina.instalacaoInicio,
          fim: pagina.instalacaoFim,
        })}
      </Text>

      <SecaoAResolver formaCobrancaId={pagina.id} pendencias={pagina.pendencias} podeResolver={pode(['mobilizacao.concessionaria.retorno'])} onResolvido={ler} />

      <section className={estilos.secao} aria-labelledby="retornos">
        <Title3 as="h2" id="retornos">{t('Retornos')}</Title3>
        <div className={estilos.linha}>
          <input ref={arquivo} className={estilos.oculto} type="file" aria-label={t('Arquivo de retorno')} onChange={(e) => enviar(e.target.files?.[0])} />
          <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={enviando || !pagina.ativo} onClick={() => arquivo.current?.click()}>
            {t('Enviar arquivo de retorno')}
          </Button>
          <Link to={`/mobilizacao/concessionarias/retornos?filtro=${encodeURIComponent(filtro)}`}>{t('Todos os retornos')}</Link>
        </div>
        {pagina.retornos.length === 0 ? <Text>{t('Nenhum retorno enviado.')}</Text> : pagina.retornos.map((r) => <RetornoDaConcessionaria key={r.id} retorno={r} />)}
      </section>

      <ConsentimentosDaConcessionaria formaCobrancaId={pagina.id} nome={pagina.nome} />
    </div>
  );
}

/** The consents of this utility: the consents screen's list, embedded and filtered by the utility. */
function ConsentimentosDaConcessionaria({ formaCobrancaId, nome }: { formaCobrancaId: number; nome: string }) {
  const t = useT();
  // A consent opened or created here leads back to this page.
  const embutida = useMemo(() => ({ titulo: t('Consentimentos'), filtroFixo: { formaCobranca: formaCobrancaId }, tituloDaPagina: nome }), [t, formaCobrancaId, nome]);
  return <TelaLista name={TELA_DOS_CONSENTIMENTOS} embutida={embutida} />;
}
