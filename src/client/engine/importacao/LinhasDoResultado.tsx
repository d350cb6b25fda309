import { useMemo, useState } from 'react';
import { Text } from '@fluentui/react-components';
import type { ImportacaoResumo, LinhaDoResultado, PaginaDeLinhas } from '../../../shared/api/importacao.ts';
import { chaveDaImportacao } from '../../../shared/engine/mapeamento-da-importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Rota } from '../../../shared/engine/types.ts';
import { useApi } from '../../api/useApi.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../components/table/index.ts';
import { useT, useTraduzir, type t as Traduzir } from '../../i18n/traducao.ts';
import { caminhoDaRota } from '../rotas/caminho.ts';
import { urlDasLinhas } from './api.ts';
import { textoDoErroTraduzido } from './erros.ts';

const RPP = 10;

export interface TelaDoResultado {
  /** The import's calls ({recurso}/importacao). */
  url: string;
  importacao: ImportacaoResolvida;
  /** The import column that names a record (the model's first x-exibicao field), when mapped apart from the key. */
  exibicao: string | null;
  /** Where a record opens; null when the screen has no form. */
  editar: Rota | null;
}

function RegistroDaLinha({ editar, registroId }: { editar: Rota | null; registroId: number | null }) {
  const t = useT();
  if (editar === null || registroId === null) return null;
  return <LinkDaRota path={caminhoDaRota(editar.path, { id: registroId })}>{t('Abrir cadastro')}</LinkDaRota>;
}

function colunasDo(tela: TelaDoResultado, resumo: ImportacaoResumo, situacao: 'rejeitada' | 'ignorada', t: typeof Traduzir, traduzir: (texto: string) => string): ColunaDaTabela<LinhaDoResultado>[] {
  const mapeamento = resumo.mapeamento ?? {};
  const celula = (nome: string) => (l: LinhaDoResultado) => {
    const indice = Object.hasOwn(mapeamento, nome) ? mapeamento[nome] : undefined;
    return indice === undefined ? '' : (l.dados[indice] ?? '');
  };
  // The key's entries as the row holds them: an entry's fields joined, the entries apart.
  const chave = (l: LinhaDoResultado) =>
    tela.importacao.chaves
      .map((campos) => campos.map((nome) => celula(nome)(l)).filter(Boolean).join(' '))
      .filter(Boolean)
      .join(' / ');
  const { exibicao } = tela;
  const nome = exibicao !== null && Object.hasOwn(mapeamento, exibicao) && !tela.importacao.chaves.some((campos) => campos.includes(exibicao)) ? exibicao : null;
  return [
    { id: 'linha', titulo: t('Linha'), valor: (l) => l.linha, largura: 70, ordenavel: false },
    ...(nome === null ? [] : [{ id: 'nome', titulo: tela.importacao.colunas.find((c) => c.nome === nome)?.titulo ?? nome, valor: celula(nome), largura: 180, ordenavel: false }]),
    { id: 'chave', titulo: chaveDaImportacao(tela.importacao), valor: chave, largura: 150, ordenavel: false },
    {
      id: 'mensagens',
      titulo: situacao === 'rejeitada' ? t('Erros') : t('Motivo'),
      valor: (l) => l.mensagens.map((erro) => textoDoErroTraduzido(erro, traduzir)).join(' '),
      largura: 320,
      ordenavel: false,
    },
    ...(situacao === 'ignorada'
      ? [{ id: 'registro', titulo: t('Cadastro'), valor: (l: LinhaDoResultado) => l.registroId, celula: (l: LinhaDoResultado) => <RegistroDaLinha editar={tela.editar} registroId={l.registroId} />, largura: 130, ordenavel: false }]
      : []),
  ];
}

const idDaLinha = (l: LinhaDoResultado) => l.linha;

/** The import's rejected (or ignored) rows, page by page: line, name, key and messages. */
export function LinhasDoResultado({ tela, resumo, situacao }: { tela: TelaDoResultado; resumo: ImportacaoResumo; situacao: 'rejeitada' | 'ignorada' }) {
  const t = useT();
  const traduzir = useTraduzir();
  const [page, setPage] = useState(1);
  const { data } = useApi<PaginaDeLinhas>(urlDasLinhas(tela.url, resumo.id, situacao, page, RPP));
  const colunas = useMemo(() => colunasDo(tela, resumo, situacao, t, traduzir), [tela, resumo, situacao, t, traduzir]);
  if (data === undefined) return <Carregando />;
  if (data.resultList.length === 0) return <Text>{situacao === 'rejeitada' ? t('Nenhuma linha rejeitada.') : t('Nenhuma linha ignorada.')}</Text>;
  return (
    <TabelaDeDados<LinhaDoResultado>
      rotulo={situacao === 'rejeitada' ? t('Linhas rejeitadas') : t('Linhas ignoradas')}
      colunas={colunas}
      linhas={data.resultList}
      idDaLinha={idDaLinha}
      modo={{ tipo: 'paginacao', pagina: data, onMudarPagina: setPage }}
      alturaMaxima="none"
    />
  );
}
