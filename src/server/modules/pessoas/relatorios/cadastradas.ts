import { sql, type RawBuilder } from 'kysely';
import type { FiltroDePessoas } from '../../../../shared/api/pessoas.ts';
import { LIMITE_DE_LINHAS_DO_PDF } from '../../../../shared/api/relatoriosDePessoas.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import { toWallClock } from '../../../../shared/format/wall-clock.ts';
import { formatCnpj, formatCpf, formatTelefone } from '../../../../shared/masks/index.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { guardarParte } from '../../../jobs/relatorios/partes.ts';
import type { ColunaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import { tarefaDeRelatorio, type PreparoDoRelatorio } from '../../../jobs/relatorios/emissao.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import { condicoesDoFiltro, onde, type Condicao } from '../filtro.ts';
import { descreverFiltro } from './filtros.ts';
import { depoisDe, type ChaveDaPessoa } from './percurso.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

// POST /api/relatorios/pessoascadastradas as a job: the people the list's filter finds, in the
// list's order, one row each.

export const TIPO_PESSOAS_CADASTRADAS = 'relatorio.pessoas.cadastradas';
export const TITULO_PESSOAS_CADASTRADAS = 'Pessoas cadastradas';

export interface ParametrosDasCadastradas {
  filtro: FiltroDePessoas;
  formato: FormatoDoRelatorio;
  /** The session reached only suppliers when it asked (acesso.ts). */
  soFornecedores: boolean;
}

const LOTE = 5_000;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Código', tipo: 'numero', largura: 2 },
  { titulo: 'Nome', tipo: 'texto', largura: 7 },
  { titulo: 'Tipo', tipo: 'texto', largura: 2 },
  { titulo: 'CPF/CNPJ', tipo: 'texto', largura: 4 },
  { titulo: 'Telefone/Celular', tipo: 'texto', largura: 5 },
  { titulo: 'E-mail', tipo: 'texto', largura: 6 },
  { titulo: 'Cidade - UF', tipo: 'texto', largura: 5 },
  { titulo: 'Situação', tipo: 'texto', largura: 3 },
];

interface LinhaDaPessoa {
  id: number;
  nome_ordenacao: string;
  codigo: number;
  nome: string;
  papel_pessoa_fisica: boolean;
  papel_pessoa_juridica: boolean;
  cpf: string | null;
  cnpj: string | null;
  telefone: string | null;
  celular: string | null;
  email_principal: string | null;
  situacao: string | null;
  cidade: string | null;
  uf: string | null;
}

/** The stored row: the table's cells (no dates, so JSON keeps them as they are). */
type Celulas = ValorDaCelula[];

const juntar = (valores: (string | null | false)[]): string | null => {
  const presentes = valores.filter((v): v is string => typeof v === 'string' && v !== '');
  return presentes.length > 0 ? presentes.join(' / ') : null;
};

export function celulasDaPessoa(l: Omit<LinhaDaPessoa, 'id' | 'nome_ordenacao'>): Celulas {
  const tipo = juntar([l.papel_pessoa_fisica && 'Física', l.papel_pessoa_juridica && 'Jurídica']);
  return [
    l.codigo,
    l.nome,
    tipo,
    juntar([l.papel_pessoa_fisica && l.cpf !== null && formatCpf(l.cpf), l.papel_pessoa_juridica && l.cnpj !== null && formatCnpj(l.cnpj)]),
    juntar([l.telefone && formatTelefone(l.telefone), l.celular && formatTelefone(l.celular)]),
    l.email_principal,
    l.cidade === null ? null : l.uf === null ? l.cidade : `${l.cidade} - ${l.uf}`,
    l.situacao,
  ];
}

/** The people in the list's order (the pessoa_lista index), with their situation and city. */
function consulta(condicoes: readonly Condicao[]): RawBuilder<LinhaDaPessoa> {
  return sql<LinhaDaPessoa>`
    SELECT p.id, p.nome_ordenacao, p.codigo, p.nome, p.papel_pessoa_fisica, p.papel_pessoa_juridica, p.cpf, p.cnpj,
      p.telefone, p.celular, p.email_principal, s.descricao AS situacao, c.nome AS cidade, e.uf
    FROM pessoa p
    LEFT JOIN r_situacao_pessoa s ON s.id = p.situacao_id
    LEFT JOIN cidade c ON c.id = p.cidade_id
    LEFT JOIN estado e ON e.id = c.estado_id
    WHERE ${onde(condicoes)}
    ORDER BY p.nome_ordenacao, p.id`;
}

function percurso(tarefaId: number, condicoes: readonly Condicao[], limite: number | undefined): PreparoDoRelatorio<LinhaDaPessoa, ChaveDaPessoa, Celulas>['percurso'] {
  return {
    nomeDasLinhas: 'pessoas',
    async contar(db) {
      const teto = limite === undefined ? sql`` : sql`LIMIT ${limite}`;
      const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM (SELECT 1 FROM pessoa p WHERE ${onde(condicoes)} ${teto}) AS t`.execute(db);
      return rows[0]?.total ?? 0;
    },
    consulta: (depois) => consulta([...condicoes, ...depoisDe(depois)]),
    chave: (l) => ({ nome: l.nome_ordenacao, id: l.id }),
    async guardar(trx, linhas, numero) {
      await guardarParte(trx, tarefaId, numero, linhas.map(celulasDaPessoa));
      return linhas.length;
    },
  };
}

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 pessoa no relatório.', varios: '{n} pessoas no relatório.' };
const quantas = (n: number): string => contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM);

/** `lote`: people per step (tests make it small to walk in several steps). */
export function relatorioDePessoasCadastradas(arquivos: Arquivos, agora: () => Date, { lote = LOTE } = {}): TipoDeTarefa<ParametrosDasCadastradas> {
  return tarefaDeRelatorio(arquivos, {
    tipo: TIPO_PESSOAS_CADASTRADAS,
    titulo: TITULO_PESSOAS_CADASTRADAS,
    lote,
    async preparar(ctx, unidadeId) {
      const p = ctx.parametros;
      const condicoes = condicoesDoFiltro(p.filtro, { unidadeIds: [unidadeId], soFornecedores: p.soFornecedores });
      // The count stops one past the PDF's rows, as its walk does.
      const limite = p.formato === 'PDF' ? LIMITE_DE_LINHAS_DO_PDF + 1 : undefined;
      const unidade = await ctx.db.selectFrom('unidade').select('nome').where('id', '=', unidadeId).executeTakeFirstOrThrow();
      return {
        percurso: percurso(ctx.tarefaId, condicoes, limite),
        mensagem: quantas,
        relatorio: {
          titulo: TITULO_PESSOAS_CADASTRADAS,
          subtitulos: [`Unidade: ${unidade.nome}`, await descreverFiltro(ctx.db, p.filtro), `Emitido em ${formatDateTime(agora())}`],
          colunas: COLUNAS,
          celulas: (linha: Celulas) => linha,
          totais: (n) => [{ rotulo: 'Pessoas', tipo: 'numero', valor: n }],
          vazio: 'Nenhuma pessoa encontrada com estes filtros.',
          avisoDoLimite: `O PDF traz as primeiras ${LIMITE_DE_LINHAS_DO_PDF.toLocaleString('pt-BR')} pessoas; emita a planilha para todas.`,
          nomeDoArquivo: `pessoas-cadastradas-${toWallClock(agora())?.format('YYYY-MM-DD') ?? ''}`,
        },
      };
    },
  });
}
