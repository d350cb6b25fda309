import { useMemo, useState } from 'react';
import { Badge, Body1, Button, SearchBox, Switch, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { URL_IDIOMAS, URL_MENSAGENS_I18N, type MensagemDoCatalogo, type TextoNoIdioma } from '../../../../shared/api/i18n.ts';
import { NOMES_DOS_IDIOMAS } from '../../../../shared/i18n/idiomas.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT, type t as traduzirChave } from '../../../i18n/traducao.ts';
import { EdicaoDaMensagem } from './EdicaoDaMensagem.tsx';
import { filtrarMensagens } from './filtro.ts';

const POR_PAGINA = 50;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  descricao: { color: tokens.colorNeutralForeground2 },
  barra: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  busca: { flexGrow: 1, minWidth: 'min(100%, 280px)', maxWidth: '520px' },
  texto: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

function TextoDaCelula({ texto }: { texto: TextoNoIdioma }) {
  const t = useT();
  const estilos = useEstilos();
  return (
    <span className={estilos.texto}>
      <span>{texto.texto}</span>
      {texto.alterado && (
        <Badge appearance="tint" color="brand" size="small">
          {t('Alterada')}
        </Badge>
      )}
    </span>
  );
}

function colunas(t: typeof traduzirChave, podeEditar: boolean, editar: (chave: string) => void): ColunaDaTabela<MensagemDoCatalogo>[] {
  return [
    { id: 'pt-BR', titulo: NOMES_DOS_IDIOMAS['pt-BR'], valor: (m) => m.textos['pt-BR'].texto, celula: (m) => <TextoDaCelula texto={m.textos['pt-BR']} />, largura: 320, ordenavel: false },
    { id: 'en', titulo: NOMES_DOS_IDIOMAS.en, valor: (m) => m.textos.en.texto, celula: (m) => <TextoDaCelula texto={m.textos.en} />, largura: 320, ordenavel: false },
    ...(podeEditar
      ? [
          {
            id: 'editar',
            titulo: t('Editar'),
            valor: () => null,
            celula: (m: MensagemDoCatalogo) => (
              <Button size="small" icon={<EditRegular />} aria-label={t('Editar a mensagem "{chave}"', { chave: m.chave })} onClick={() => editar(m.chave)} />
            ),
            largura: 72,
            ordenavel: false,
          },
        ]
      : []),
  ];
}

const idDaLinha = (m: MensagemDoCatalogo) => m.chave;

/** configuracoes/internacionalizacao: every message of the interface in pt-BR and en, searchable and editable. */
export function InternacionalizacaoPage() {
  const t = useT();
  const estilos = useEstilos();
  const { mutate } = useSWRConfig();
  const { pode } = usePermissao();
  const podeEditar = pode(['configuracoes.internacionalizacao.editar']);
  const { data, error, mutate: substituir } = useApi<MensagemDoCatalogo[]>(URL_MENSAGENS_I18N, { revalidateOnFocus: false });
  const [busca, setBusca] = useState('');
  const [somenteAlteradas, setSomenteAlteradas] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<string | null>(null);

  const filtradas = useMemo(() => filtrarMensagens(data ?? [], { busca, somenteAlteradas }), [data, busca, somenteAlteradas]);
  const definicoes = useMemo(() => colunas(t, podeEditar, setEditando), [t, podeEditar]);
  const pageCount = Math.max(1, Math.ceil(filtradas.length / POR_PAGINA));
  const atual = Math.min(pagina, pageCount);
  const emEdicao = editando === null ? undefined : data?.find((m) => m.chave === editando);

  // The app itself speaks the new text at once: the languages are read again.
  const aoAlterar = (linhas: MensagemDoCatalogo[]) => Promise.all([substituir(linhas, { revalidate: false }), mutate(URL_IDIOMAS)]);

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Internacionalização')}</Title2>
      <Body1 className={estilos.descricao}>
        {t('As mensagens da interface em português e em inglês. Uma mensagem alterada vale para todos os usuários na hora; a mensagem padrão pode ser restaurada.')}
      </Body1>
      <div className={estilos.barra} role="search">
        <SearchBox
          className={estilos.busca}
          aria-label={t('Pesquisar mensagens')}
          placeholder={t('Pesquisar mensagens')}
          value={busca}
          onChange={(_, d) => {
            setBusca(d.value);
            setPagina(1);
          }}
        />
        <Switch
          label={t('Somente alteradas')}
          checked={somenteAlteradas}
          onChange={(_, d) => {
            setSomenteAlteradas(d.checked);
            setPagina(1);
          }}
        />
        {data && <Text aria-live="polite">{filtradas.length === 1 ? t('1 mensagem') : t('{n} mensagens', { n: filtradas.length })}</Text>}
      </div>
      {error ? (
        <Aviso intent="error">{t('Não foi possível carregar as mensagens.')}</Aviso>
      ) : data === undefined ? (
        <Carregando />
      ) : filtradas.length === 0 ? (
        <Text>{t('Nenhuma mensagem encontrada.')}</Text>
      ) : (
        <TabelaDeDados<MensagemDoCatalogo>
          rotulo={t('Mensagens da interface')}
          colunas={definicoes}
          linhas={filtradas.slice((atual - 1) * POR_PAGINA, atual * POR_PAGINA)}
          idDaLinha={idDaLinha}
          modo={{ tipo: 'paginacao', pagina: { page: atual, pageCount, count: filtradas.length, hasMore: atual < pageCount }, onMudarPagina: setPagina }}
          alturaMaxima="none"
        />
      )}
      {emEdicao && <EdicaoDaMensagem mensagem={emEdicao} onFechar={() => setEditando(null)} onAlterada={aoAlterar} />}
    </div>
  );
}
