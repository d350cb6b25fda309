import { EN_CADASTRO } from './en/cadastro.ts';
import { EN_CONTABILIDADE } from './en/contabilidade.ts';
import { EN_CALENDARIO } from './en/calendario.ts';
import { EN_DADOS } from './en/dados.ts';
import { EN_FINANCEIRO } from './en/financeiro.ts';
import { EN_FIXOS } from './en/fixos.ts';
import { EN_INTERNACIONALIZACAO } from './en/internacionalizacao.ts';
import { EN_MENSAGENS } from './en/mensagens.ts';
import { EN_MODULOS } from './en/modulos.ts';
import { EN_MOVIMENTO } from './en/movimento.ts';
import { EN_NUCLEO } from './en/nucleo.ts';
import { EN_ORCAMENTO } from './en/orcamento.ts';
import { EN_RECIBOS } from './en/recibos.ts';
import { EN_SERVIDOR } from './en/servidor.ts';
import { EN_TITULOS } from './en/titulos.ts';
import { EN_IMPOSTOS } from './en/impostos.ts';
import { EN_OFX } from './en/ofx.ts';
import { EN_CONCILIACAO_OFX } from './en/conciliacao-ofx.ts';
import { EN_CONCILIACAO_CASAMENTO } from './en/conciliacao-casamento.ts';
import { EN_RELATORIOS } from './en/relatorios.ts';
import { EN_CONTABIL } from './en/contabil.ts';
import { EN_FECHAMENTO } from './en/fechamento.ts';
import { EN_PAINEL } from './en/painel.ts';
import { EN_EMPRESTIMOS } from './en/emprestimos.ts';
import { EN_APROVACAO } from './en/aprovacao.ts';
import { EN_PROJETOS } from './en/projetos.ts';
import { EN_RELATORIOS18 } from './en/relatorios18.ts';
import { EN_PATRIMONIO } from './en/patrimonio.ts';
import { EN_COMUNICADOS } from './en/comunicados.ts';
import { EN_SUPRIMENTOS } from './en/suprimentos.ts';
import { EN_CEBAS } from './en/cebas.ts';
import { EN_ATENDIMENTO } from './en/atendimento.ts';
import { EN_PORTALTRANSPARENCIA } from './en/portaltransparencia.ts';
import { EN_DOACOES } from './en/doacoes.ts';
import { EN_MOBILIZACAO } from './en/mobilizacao.ts';
import { EN_MOBILIZACAO_REMESSA } from './en/mobilizacaoRemessa.ts';
import { EN_CONCESSIONARIAS_RESOLUCAO } from './en/concessionariasResolucao.ts';
import { EN_MOBILIZACAO_TAREFAS } from './en/mobilizacaoTarefas.ts';
import { EN_RELATORIOS_CONTAGEM } from './en/relatoriosContagem.ts';
import type { Idioma } from './idiomas.ts';

// The catalogue in the code: every key (a pt-BR text the interface shows) with its English.
// A test fails when a text shown has no English or an English has no text shown.

/** The parts, by area of the code; a key may repeat across parts only with the same English. */
export const PARTES_EN: readonly Readonly<Record<string, string>>[] = [EN_MENSAGENS, EN_NUCLEO, EN_CADASTRO, EN_MODULOS, EN_INTERNACIONALIZACAO, EN_DADOS, EN_SERVIDOR, EN_FINANCEIRO, EN_CALENDARIO, EN_TITULOS, EN_RECIBOS, EN_FIXOS, EN_IMPOSTOS, EN_MOVIMENTO, EN_OFX, EN_CONTABILIDADE, EN_ORCAMENTO, EN_CONCILIACAO_OFX, EN_CONCILIACAO_CASAMENTO, EN_CONTABIL, EN_FECHAMENTO, EN_RELATORIOS, EN_PAINEL, EN_EMPRESTIMOS, EN_APROVACAO, EN_PROJETOS, EN_RELATORIOS18, EN_PATRIMONIO, EN_SUPRIMENTOS, EN_CEBAS, EN_ATENDIMENTO, EN_COMUNICADOS, EN_PORTALTRANSPARENCIA, EN_DOACOES, EN_MOBILIZACAO, EN_MOBILIZACAO_REMESSA, EN_CONCESSIONARIAS_RESOLUCAO, EN_MOBILIZACAO_TAREFAS, EN_RELATORIOS_CONTAGEM];

export const CATALOGO_EN: Readonly<Record<string, string>> = Object.assign({}, ...PARTES_EN) as Record<string, string>;

export const CHAVES_DO_CATALOGO: readonly string[] = Object.keys(CATALOGO_EN).sort((a, b) => a.localeCompare(b, 'pt-BR'));

/** What a key says in a language when the institution changed nothing. */
export const textoPadrao = (idioma: Idioma, chave: string): string => (idioma === 'pt-BR' ? chave : (CATALOGO_EN[chave] ?? chave));
