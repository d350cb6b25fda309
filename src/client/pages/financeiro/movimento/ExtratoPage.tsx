import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ExtratoDaConta } from '../../../../shared/api/movimento.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { URL_CATEGORIAS, URL_CENTROS_DE_CUSTO, URL_CONTAS, urlDaPaginaDoExtrato, urlDoExtrato } from './api.ts';
import { CampoDeReferencia, CampoDoPeriodo } from './campos.tsx';
import { EmissaoDoExtrato } from './EmissaoDoExtrato.tsx';
import { useFiltrosNaUrl } from './filtrosNaUrl.ts';
import { PaginacaoDoExtrato, usePaginaDoExtrato } from './PaginacaoDoExtrato.tsx';
import { diasDoPeriodo } from './periodo.ts';
import { ResumoDoExtrato } from './ResumoDoExtrato.tsx';
import { TabelaDoExtrato } from './TabelaDoExtrato.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filtros: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'start',
  },
  nota: { color: tokens.colorNeutralForeground3 },
});

/** The filters the statement keeps in its URL (a link may name the account and period). */
const FILTROS_DO_EXTRATO = ['conta', 'categoria', 'centroCusto'] as const;

/**
 * An account's statement for a period: its movements in date order with the running balance, a
 * page at a time, and the period's opening and closing balance, in and out; filtered by categoria
 * or centro de custo, the balance is of the filtered movements. A page of its own: a running
 * balance is no list the engine renders. The files (PDF, XLSX) hold the whole period. The
 * filters live in the URL, so that a link opens an account's statement.
 */
export function ExtratoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [{ periodo, registros }, mudar] = useFiltrosNaUrl(FILTROS_DO_EXTRATO, 'ESTE_MES');
  const { conta, categoria, centroCusto } = registros;
  const dias = diasDoPeriodo(periodo, new Date());
  const url = conta === null ? null : urlDoExtrato(conta, dias, { categoria, centroCusto });
  const [pagina, setPagina] = usePaginaDoExtrato(url);
  // The page on screen stays while the next one loads (without an account, nothing is shown).
  const resposta = useApi<ExtratoDaConta>(url === null ? null : urlDaPaginaDoExtrato(url, pagina), { keepPreviousData: true });
  const { error, isLoading } = resposta;
  const data = url === null ? undefined : resposta.data;

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Extrato')}</Title2>
      <div className={estilos.filtros} role="search" aria-label={t('Filtros do extrato')}>
        <CampoDeReferencia id="extrato-conta" rotulo={t('Conta')} url={URL_CONTAS} valor={conta} onChange={(novo) => mudar({ registros: { conta: novo } })} obrigatorio />
        <CampoDoPeriodo id="extrato-periodo" rotulo={t('Período')} valor={periodo} onChange={(novo) => mudar({ periodo: novo })} />
        <CampoDeReferencia id="extrato-categoria" rotulo={t('Categoria')} url={URL_CATEGORIAS} valor={categoria} onChange={(novo) => mudar({ registros: { categoria: novo } })} />
        <CampoDeReferencia id="extrato-centro-custo" rotulo={t('Centro de custo')} url={URL_CENTROS_DE_CUSTO} valor={centroCusto} onChange={(novo) => mudar({ registros: { centroCusto: novo } })} />
      </div>
      {conta === null && <Text>{t('Escolha a conta do extrato.')}</Text>}
      {dias.limitado && <Text className={estilos.nota}>{t('Mostrando de {inicio} a {fim}.', { inicio: formatDate(dias.inicio), fim: formatDate(dias.fim) })}</Text>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {conta !== null && !data && !error && <Carregando />}
      {data && (
        <>
          {data.filtrado && <Aviso intent="warning">{t('Extrato filtrado: o saldo é só dos movimentos filtrados, a partir de zero.')}</Aviso>}
          <ResumoDoExtrato extrato={data} />
          {url !== null && <EmissaoDoExtrato url={url} />}
          {data.quantidade === 0 ? <Text>{t('Nenhum movimento no período.')}</Text> : <TabelaDoExtrato key={data.pagina} linhas={data.linhas} filtrado={data.filtrado} carregando={isLoading} />}
          <PaginacaoDoExtrato extrato={data} onMudar={setPagina} />
        </>
      )}
    </div>
  );
}
