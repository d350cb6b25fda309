import { sql, type SqlBool } from 'kysely';
import { LIMITE_DE_LINHAS_DO_PDF, type PedidoDeAniversariantes } from '../../../../shared/api/relatoriosDePessoas.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import { formatTelefone } from '../../../../shared/masks/index.ts';
import type { Arquivos } from '../../../arquivos.ts';
import type { ColunaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import { tarefaDeRelatorio, type PreparoDoRelatorio } from '../../../jobs/relatorios/emissao.ts';
import { guardarParte } from '../../../jobs/relatorios/partes.ts';
import { condicoesDoFiltro, onde, type Condicao } from '../filtro.ts';
import { aniversariosNoPeriodo, diasEntre } from './aniversarios.ts';
import { descreverSituacoesEGrupos } from './filtros.ts';
import { depoisDe, type ChaveDaPessoa } from './percurso.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

// The birthdays of the period as a job: active physical persons of the unit (optionally of some
// situations and groups) by the day their birthday falls on, then by name.
//
// The walk reads the candidates in name order; each batch stores one part per day it found
// birthdays on, numbered day first (ordem = day of the period × 1,000,000 + batch). Read back in
// that order, the parts give every day's birthdays in name order, without sorting them all in
// memory however many there are.

export const TIPO_ANIVERSARIANTES = 'relatorio.pessoas.aniversariantes';
export const TITULO_ANIVERSARIANTES = 'Aniversariantes do período';

export interface ParametrosDosAniversariantes extends PedidoDeAniversariantes {
  soFornecedores: boolean;
}

const LOTE = 5_000;
const LOTES_POR_DIA = 1_000_000;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Dia', tipo: 'data', largura: 2 },
  { titulo: 'Nome', tipo: 'texto', largura: 7 },
  { titulo: 'Idade que completa', tipo: 'numero', largura: 3 },
  { titulo: 'Telefone/Celular', tipo: 'texto', largura: 5 },
  { titulo: 'E-mail', tipo: 'texto', largura: 6 },
];

interface Candidato {
  id: number;
  nome_ordenacao: string;
  nome: string;
  data_nascimento: string;
  telefone: string | null;
  celular: string | null;
  email_principal: string | null;
}

/** The stored row: the day (YYYY-MM-DD), name, age, phones and e-mail. */
type Guardada = [string, string, number, string | null, string | null];

const telefones = (c: Candidato): string | null =>
  [c.telefone, c.celular].filter((t): t is string => t !== null && t !== '').map(formatTelefone).join(' / ') || null;

// A day as the report's cells hold dates: midnight UTC of that calendar day.
export const celulasDoAniversariante = ([dia, ...resto]: Guardada): ValorDaCelula[] => [new Date(`${dia}T00:00:00.000Z`), ...resto];

function percurso(tarefaId: number, condicoes: readonly Condicao[], p: PedidoDeAniversariantes): PreparoDoRelatorio<Candidato, ChaveDaPessoa, Guardada>['percurso'] {
  return {
    nomeDasLinhas: 'pessoas',
    async contar(db) {
      const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM pessoa p WHERE ${onde(condicoes)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
    consulta: (depois) => sql<Candidato>`
      SELECT p.id, p.nome_ordenacao, p.nome, p.data_nascimento, p.telefone, p.celular, p.email_principal
      FROM pessoa p WHERE ${onde([...condicoes, ...depoisDe(depois)])}
      ORDER BY p.nome_ordenacao, p.id`,
    chave: (c) => ({ nome: c.nome_ordenacao, id: c.id }),
    async guardar(trx, candidatos, numero) {
      const porDia = new Map<number, Guardada[]>();
      for (const c of candidatos) {
        for (const { data, idade } of aniversariosNoPeriodo(c.data_nascimento, p.dataInicial, p.dataFinal)) {
          const dia = diasEntre(p.dataInicial, data);
          const linhas = porDia.get(dia) ?? [];
          linhas.push([data, c.nome, idade, telefones(c), c.email_principal]);
          porDia.set(dia, linhas);
        }
      }
      for (const [dia, linhas] of porDia) await guardarParte(trx, tarefaId, dia * LOTES_POR_DIA + numero, linhas);
      return [...porDia.values()].reduce((soma, linhas) => soma + linhas.length, 0);
    },
  };
}

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 aniversariante no relatório.', varios: '{n} aniversariantes no relatório.' };
const quantos = (n: number): string => contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM);

/** `lote`: candidates per step (tests make it small to walk in several steps). */
export function relatorioDeAniversariantes(arquivos: Arquivos, agora: () => Date, { lote = LOTE } = {}): TipoDeTarefa<ParametrosDosAniversariantes> {
  return tarefaDeRelatorio(arquivos, {
    tipo: TIPO_ANIVERSARIANTES,
    titulo: TITULO_ANIVERSARIANTES,
    lote,
    // Read in name order, stored by day: the PDF's first rows are known only once all are read.
    lidasNaOrdemDoArquivo: false,
    async preparar(ctx, unidadeId) {
      const p = ctx.parametros;
      const filtro = { situacoes: p.situacoes, grupos: p.grupos, papelPessoaFisica: true };
      const condicoes = [...condicoesDoFiltro(filtro, { unidadeIds: [unidadeId], soFornecedores: p.soFornecedores }), sql<SqlBool>`p.data_nascimento IS NOT NULL`];
      const unidade = await ctx.db.selectFrom('unidade').select('nome').where('id', '=', unidadeId).executeTakeFirstOrThrow();
      return {
        percurso: percurso(ctx.tarefaId, condicoes, p),
        mensagem: quantos,
        relatorio: {
          titulo: TITULO_ANIVERSARIANTES,
          subtitulos: [
            `Unidade: ${unidade.nome}`,
            `Período: ${formatDate(p.dataInicial)} a ${formatDate(p.dataFinal)}`,
            ...(await descreverSituacoesEGrupos(ctx.db, p)),
            `Emitido em ${formatDateTime(agora())}`,
          ],
          colunas: COLUNAS,
          celulas: celulasDoAniversariante,
          totais: (n) => [{ rotulo: 'Aniversariantes', tipo: 'numero', valor: n }],
          vazio: 'Nenhum aniversariante no período.',
          avisoDoLimite: `O PDF traz os primeiros ${LIMITE_DE_LINHAS_DO_PDF.toLocaleString('pt-BR')} aniversariantes; emita a planilha para todos.`,
          nomeDoArquivo: `aniversariantes-${p.dataInicial}-a-${p.dataFinal}`,
        },
      };
    },
  });
}
