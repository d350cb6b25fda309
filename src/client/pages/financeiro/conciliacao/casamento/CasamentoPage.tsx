import { useRef, useState } from 'react';
import { Button, Tab, TabList, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import type { ItemDoCasamento, PaginaDaConciliacao, SentidoDaLinha, SituacaoDaLinha } from '../../../../../shared/api/conciliacao.ts';
import { ignoreShownError } from '../../../../api/ignoreShownError.ts';
import { useApi } from '../../../../api/useApi.ts';
import { Aviso } from '../../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../../components/feedback/Carregando.tsx';
import { LinkDaRota } from '../../../../components/navigation/LinkDaRota.tsx';
import { useT, useTraduzir } from '../../../../i18n/traducao.ts';
import type { Registro } from '../../../../widgets/q-autocomplete/index.ts';
import { URL_CONTAS } from '../../movimento/api.ts';
import { CampoDeReferencia } from '../../movimento/campos.tsx';
import { acaoNaLinha, casar, regras, urlDasLinhas } from './api.ts';
import { LinhaEscolhida } from './LinhaEscolhida.tsx';
import { ListaDeLinhas } from './ListaDeLinhas.tsx';
import { TotaisDaConciliacao } from './TotaisDaConciliacao.tsx';

// Hand-written: a flow, not a record. The officer picks the account, walks the statement's lines
// of one sense (money out on the despesa tab, money in on the receita one) and, for the line chosen,
// confirms a candidate with one click, marks several to match together, creates a título from it,
// or ignores it; the rules are applied (and undone) on the whole account. The engine's list cannot
// show a line beside its scored candidates.

/** Below this width the lines and the chosen line's candidates are stacked. */
const EMPILHADO = '(max-width: 900px)';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  topo: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', '& > :first-child': { flex: '1 1 260px', maxWidth: '420px' } },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  colunas: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [`@media ${EMPILHADO}`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  paginacao: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', paddingTop: tokens.spacingVerticalS },
});

const SITUACOES: readonly SituacaoDaLinha[] = ['PENDENTE', 'CONCILIADA', 'IGNORADA'];

export function CasamentoPage({ sentido }: { sentido: SentidoDaLinha }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const rotulos: Readonly<Record<SituacaoDaLinha, string>> = { PENDENTE: t('Pendentes'), CONCILIADA: t('Conciliadas'), IGNORADA: t('Ignoradas') };
  const [conta, setConta] = useState<Registro | null>(null);
  const [situacao, setSituacao] = useState<SituacaoDaLinha>('PENDENTE');
  const [pagina, setPagina] = useState(1);
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const detalhe = useRef<HTMLElement>(null);
  const url = conta === null ? null : urlDasLinhas(conta.id, sentido, situacao, pagina);
  const { data, error } = useApi<PaginaDaConciliacao>(url, { keepPreviousData: true });
  const linha = data?.linhas.find((l) => l.id === escolhida) ?? data?.linhas[0] ?? null;

  async function fazer(acao: () => Promise<unknown>) {
    setOcupado(true);
    try {
      await acao();
      await mutate((chave) => typeof chave === 'string' && chave.startsWith('/api/financeiro/conciliacao/'));
    } catch (falha) {
      ignoreShownError(falha);
    } finally {
      setOcupado(false);
    }
  }
  const confirmar = (itens: readonly ItemDoCasamento[]) => linha !== null && void fazer(() => casar(linha.id, itens));
  const mudar = (nova: Registro | null) => {
    setConta(nova);
    setPagina(1);
    setEscolhida(null);
  };
  const contaId = conta === null ? null : Number(conta.id);
  // On a phone the candidates are below the lines: choosing a line brings them into view.
  const escolher = (id: number) => {
    setEscolhida(id);
    if (window.matchMedia(EMPILHADO).matches) requestAnimationFrame(() => detalhe.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className={estilos.pagina}>
      <div className={estilos.topo}>
        <CampoDeReferencia id={`conciliacao-${sentido}-conta`} rotulo={t('Conta')} url={URL_CONTAS} valor={conta} onChange={mudar} obrigatorio />
        <div className={estilos.acoes}>
          <Button disabled={contaId === null || ocupado} onClick={() => contaId !== null && void fazer(() => regras('aplicar', contaId))}>
            {t('Aplicar regras')}
          </Button>
          <Button appearance="subtle" disabled={contaId === null || ocupado} onClick={() => contaId !== null && void fazer(() => regras('desfazer', contaId))}>
            {t('Desfazer regras')}
          </Button>
          <LinkDaRota path="/financeiro/conciliacao/regras">{t('Regras')}</LinkDaRota>
        </div>
      </div>
      {conta === null && <Text>{t('Escolha a conta a conciliar.')}</Text>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {conta !== null && !data && !error && <Carregando />}
      {data && (
        <>
          <TotaisDaConciliacao totais={data.totais} />
          <TabList
            selectedValue={situacao}
            onTabSelect={(_, d) => {
              setSituacao(d.value as SituacaoDaLinha);
              setPagina(1);
              setEscolhida(null);
            }}
            aria-label={t('Situação das linhas')}
          >
            {SITUACOES.map((s) => (
              <Tab key={s} value={s}>
                {rotulos[s]}
              </Tab>
            ))}
          </TabList>
          {data.linhas.length === 0 ? (
            <Text>{t('Nenhuma linha nesta situação.')}</Text>
          ) : (
            <div className={estilos.colunas}>
              <section aria-label={t('Linhas do extrato')}>
                <ListaDeLinhas linhas={data.linhas} escolhida={linha?.id ?? null} onEscolher={escolher} />
                <div className={estilos.paginacao}>
                  <Button size="small" disabled={pagina === 1} onClick={() => setPagina((p) => p - 1)}>
                    {t('Anterior')}
                  </Button>
                  <Text>{t('Página {pagina}', { pagina })}</Text>
                  <Button size="small" disabled={!data.hasMore} onClick={() => setPagina((p) => p + 1)}>
                    {t('Próxima')}
                  </Button>
                </div>
              </section>
              {linha !== null && (
                <section ref={detalhe} aria-labelledby="conciliacao-linha-escolhida">
                  <Title3 as="h2" id="conciliacao-linha-escolhida">
                    {t('Linha escolhida')}
                  </Title3>
                  <LinhaEscolhida key={linha.id} linha={linha} ocupado={ocupado} onConfirmar={confirmar} onAcao={(acao) => void fazer(() => acaoNaLinha(linha.id, acao))} onCriado={() => void fazer(async () => undefined)} />
                </section>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
