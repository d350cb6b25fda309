import { useEffect, useMemo } from 'react';
import { Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import type { ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useApi } from '../../../api/useApi.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../../i18n/traducao.ts';
import { urlDaLista } from '../api.ts';
import { lembrarConsulta, rotuloDaOrigem } from '../caminhos.ts';
import { ListaDeMensagens } from '../lista/ListaDeMensagens.tsx';
import { consultaDoFiltro, filtroDaUrl, urlDoFiltro, type FiltroDaPagina } from './filtro.ts';
import { PainelDeFiltros } from './PainelDeFiltros.tsx';

const RPP = 20;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  voltar: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start', color: tokens.colorBrandForeground1 },
});

/** mensagens/filtros: the user's received and sent messages by text, folder, sender, read state and period. */
export function FiltrosPage() {
  const estilos = useEstilos();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filtro = useMemo(() => filtroDaUrl(params, new Date()), [params]);
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const { data, error } = useApi<PagedContent<ResumoDaMensagem>>(urlDaLista('pesquisa', consultaDoFiltro(filtro), page, RPP));
  const caixa = useLinkDaRota(pathFor('mensagens.caixaentrada'));

  useEffect(() => lembrarConsulta('filtros', search), [search]);

  const ir = (f: FiltroDaPagina, pagina: number) => {
    const novos = urlDoFiltro(f);
    if (pagina > 1) novos.set('pagina', String(pagina));
    setParams(novos);
  };

  return (
    <div className={estilos.pagina}>
      <a {...caixa} className={estilos.voltar}>
        <ArrowLeftRegular aria-hidden />
        {t('Voltar para {destino}', { destino: rotuloDaOrigem('caixaentrada') })}
      </a>
      <Title2 as="h1">{t('Filtros de mensagens')}</Title2>
      <PainelDeFiltros key={search} inicial={filtro} onAplicar={(f) => ir(f, 1)} />
      <Subtitle1 as="h2">{t('Resultado')}</Subtitle1>
      <ListaDeMensagens
        rotulo={t('Mensagens encontradas')}
        origem="filtros"
        pagina={data}
        erro={error}
        vazio={t('Nenhuma mensagem encontrada.')}
        onMudarPagina={(p) => ir(filtro, p)}
      />
    </div>
  );
}
