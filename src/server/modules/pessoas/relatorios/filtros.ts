import type { FiltroDePessoas } from '../../../../shared/api/pessoas.ts';
import type { Db } from '../../../db/database.ts';

// What a report's filter was, in the words of the Filtros panel, for the line under its title.

type TabelaDeReferencia = 'r_situacao_pessoa' | 'r_grupo_pessoa';

async function descricoes(db: Db, tabela: TabelaDeReferencia, ids: readonly number[] | undefined): Promise<string | null> {
  if (!ids?.length) return null;
  const linhas = await db.selectFrom(tabela).select('descricao').where('id', 'in', [...new Set(ids)]).orderBy('descricao').execute();
  return linhas.map((l) => l.descricao ?? '').join(', ');
}

async function cidade(db: Db, id: number | null | undefined): Promise<string | null> {
  if (!id) return null;
  const c = await db
    .selectFrom('cidade as c')
    .innerJoin('estado as e', 'e.id', 'c.estado_id')
    .select(['c.nome', 'e.uf'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return c === undefined ? null : `${c.nome} - ${c.uf}`;
}

const texto = (valor: string | null | undefined): string | null => (valor?.trim() ? valor.trim() : null);

/** The situations and groups chosen, as the birthdays report states them. */
export async function descreverSituacoesEGrupos(db: Db, f: Pick<FiltroDePessoas, 'situacoes' | 'grupos'>): Promise<string[]> {
  const [situacoes, grupos] = await Promise.all([descricoes(db, 'r_situacao_pessoa', f.situacoes), descricoes(db, 'r_grupo_pessoa', f.grupos)]);
  return [situacoes === null ? null : `Situação: ${situacoes}`, grupos === null ? null : `Grupos: ${grupos}`].filter((s) => s !== null);
}

/** "Filtros: Pesquisa: silva; Cidade: Recife - PE; Pessoas Físicas", or "Filtros: nenhum". */
export async function descreverFiltro(db: Db, f: FiltroDePessoas): Promise<string> {
  const rotulados: [string, string | null][] = [
    ['Pesquisa', texto(f.q)],
    ['Cidade', await cidade(db, f.cidadeId)],
    ['E-mail', texto(f.email)],
    ['Telefone / Celular', texto(f.numeroContato)],
    ['CPF', texto(f.cpf)],
    ['CNPJ', texto(f.cnpj)],
  ];
  const partes = [
    ...rotulados.flatMap(([rotulo, valor]) => (valor === null ? [] : [`${rotulo}: ${valor}`])),
    ...(await descreverSituacoesEGrupos(db, f)),
    ...(f.papelPessoaFisica ? ['Pessoas Físicas'] : []),
    ...(f.papelPessoaJuridica ? ['Pessoas Jurídicas'] : []),
    ...(f.isOrigemCadastroPortalDoacao ? ['Cadastro Portal Doação'] : []),
    ...(f.fornecedor ? ['Fornecedores'] : []),
  ];
  return `Filtros: ${partes.length > 0 ? partes.join('; ') : 'nenhum'}`;
}
