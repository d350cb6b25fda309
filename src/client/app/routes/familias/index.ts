import { AJUDA } from './ajuda.ts';
import { ATENDIMENTO } from './atendimento.ts';
import { APROVACAOFINANCEIRA } from './aprovacaofinanceira.ts';
import { AVISOS } from './avisos.ts';
import { CEBAS } from './cebas.ts';
import { COMUNICADOS } from './comunicados.ts';
import { CONFIGURACOES } from './configuracoes.ts';
import { DOACAO } from './doacao.ts';
import { FINANCEIRO } from './financeiro.ts';
import { GESTAOPESSOAS } from './gestaopessoas.ts';
import { LOGIN } from './login.ts';
import { MENSAGENS } from './mensagens.ts';
import { MOBILIZACAO } from './mobilizacao.ts';
import { PERFILUSUARIO } from './perfilusuario.ts';
import { PATRIMONIO } from './patrimonio.ts';
import { PLANOPERMISSAO } from './planopermissao.ts';
import { POLITICAPRIVACIDADE } from './politicaprivacidade.ts';
import { PROJETOS } from './projetos.ts';
import { REGISTROINTERVALO } from './registrointervalo.ts';
import { SUPRIMENTOS } from './suprimentos.ts';
import { VERSOES } from './versoes.ts';

// Every family's routes, as data: what pages, the menu and pathFor read. Nothing here imports a
// page (paginas.ts maps the names to them), so a page may import route data without a cycle.

export const FAMILIAS = [
  LOGIN,
  PLANOPERMISSAO,
  POLITICAPRIVACIDADE,
  AJUDA,
  VERSOES,
  PERFILUSUARIO,
  MENSAGENS,
  AVISOS,
  GESTAOPESSOAS,
  FINANCEIRO,
  REGISTROINTERVALO,
  CONFIGURACOES,
  PROJETOS,
  APROVACAOFINANCEIRA,
  PATRIMONIO,
  SUPRIMENTOS,
  CEBAS,
  ATENDIMENTO,
  COMUNICADOS,
  DOACAO,
  MOBILIZACAO,
] as const;

/** A route of the table, pages and section roots, with its literal name and path. */
export type RotaDaTabela = (typeof FAMILIAS)[number]['rotas'][number];
export type AbaDaTabela = Extract<RotaDaTabela, { abas: unknown }>['abas'][number];

/** A name the route table knows: pathFor accepts no other (engine screens' names come with the catalogue). */
export type NomeDaRota = RotaDaTabela['name'] | AbaDaTabela['name'];

/** A name that renders a page of its own (a section root renders its tabs'). */
export type NomeDePagina = Exclude<RotaDaTabela, { abas: unknown }>['name'] | AbaDaTabela['name'];

export const ROTAS = FAMILIAS.flatMap((familia): readonly RotaDaTabela[] => familia.rotas);

/** Where the root path and unknown paths lead. */
export const ROTA_INICIAL = 'gestaopessoas.lista' satisfies NomeDaRota;
