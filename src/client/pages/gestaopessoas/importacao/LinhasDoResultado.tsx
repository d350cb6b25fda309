import { useMemo, useState } from 'react';
import { Text } from '@fluentui/react-components';
import type { ImportacaoResumo, LinhaDoResultado, PaginaDeLinhas, SituacaoDaLinha } from '../../../../shared/api/importacao.ts';
import { useApi } from '../../../api/useApi.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { LinkDaRota } from '../../../components/navigation/LinkDaRota.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT, useTraduzir, type t as Traduzir } from '../../../i18n/traducao.ts';
import { urlDasLinhas } from './api.ts';
import { textoDoErroTraduzido } from './erros.ts';

const RPP = 10;

function PessoaDaLinha({ pessoaId }: { pessoaId: number | null }) {
  const t = useT();
  const caminho = pessoaId === null ? null : pathFor('gestaopessoas.pessoa.editar', { id: pessoaId });
  return caminho === null ? null : <LinkDaRota path={caminho}>{t('Abrir cadastro')}</LinkDaRota>;
}

function colunasDo(
  resumo: ImportacaoResumo,
  situacao: SituacaoDaLinha,
  t: typeof Traduzir,
  traduzir: (texto: string) => string,
): ColunaDaTabela<LinhaDoResultado>[] {
  const mapeamento = resumo.mapeamento ?? {};
  const celula = (indice: number | undefined) => (l: LinhaDoResultado) => (indice === undefined ? '' : (l.dados[indice] ?? ''));
  const documento = (l: LinhaDoResultado) => [celula(mapeamento['pessoaFisica.cpf'])(l), celula(mapeamento['pessoaJuridica.cnpj'])(l)].filter(Boolean).join(' / ');
  return [
    { id: 'linha', titulo: t('Linha'), valor: (l) => l.linha, largura: 70, ordenavel: false },
    { id: 'nome', titulo: t('Nome'), valor: celula(mapeamento.nome), largura: 180, ordenavel: false },
    { id: 'documento', titulo: 'CPF/CNPJ', valor: documento, largura: 150, ordenavel: false },
    {
      id: 'mensagens',
      titulo: situacao === 'rejeitada' ? t('Erros') : t('Motivo'),
      valor: (l) => l.mensagens.map((erro) => textoDoErroTraduzido(erro, traduzir)).join(' '),
      largura: 320,
      ordenavel: false,
    },
    ...(situacao === 'ignorada'
      ? [{ id: 'pessoa', titulo: t('Cadastro'), valor: (l: LinhaDoResultado) => l.pessoaId, celula: (l: LinhaDoResultado) => <PessoaDaLinha pessoaId={l.pessoaId} />, largura: 130, ordenavel: false }]
      : []),
  ];
}

const idDaLinha = (l: LinhaDoResultado) => l.linha;

/** The import's rejected (or ignored) rows, page by page: line, name, document and messages. */
export function LinhasDoResultado({ resumo, situacao }: { resumo: ImportacaoResumo; situacao: Exclude<SituacaoDaLinha, 'pendente' | 'incluida'> }) {
  const t = useT();
  const traduzir = useTraduzir();
  const [page, setPage] = useState(1);
  const { data } = useApi<PaginaDeLinhas>(urlDasLinhas(resumo.id, situacao, page, RPP));
  const colunas = useMemo(() => colunasDo(resumo, situacao, t, traduzir), [resumo, situacao, t, traduzir]);
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
