import { sql } from 'kysely';
import type { GrupoPermissaoDaLista } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, ordenacaoInvalida } from '../../http/erros.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, type Paginacao } from '../../http/paginacao.ts';

// GET /api/grupospermissao: the institution's permission groups, paged, searched by name or
// description (accents and case ignored), with how many tags and users each one has.

const TEXTO = { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' } as const;

export const ESQUEMA_DA_LISTA = {
  type: 'object',
  properties: {
    ...esquemaPaginacao,
    q: TEXTO,
    term: TEXTO,
    sort: { type: 'string', maxLength: 100, pattern: '^[a-zA-Z]+(,(asc|desc))?$' },
    fields: { type: 'string', maxLength: 1000 },
  },
} as const;

export interface ConsultaDeGrupos {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  sort?: string;
  fields?: string;
}

export const TITULOS_PESQUISADOS = ['Nome', 'Descrição'] as const;

const ORDENAVEIS = ['nome', 'descricao', 'quantidadeTags', 'quantidadeUsuarios'] as const;
type Ordenavel = (typeof ORDENAVEIS)[number];

function ordenacao(sort: string | undefined): { campo: Ordenavel; direcao: 'asc' | 'desc' } {
  const [campo = 'nome', direcao] = (sort ?? 'nome').split(',');
  if (!ORDENAVEIS.includes(campo as Ordenavel)) throw errosDeFormulario([{ field: 'sort', message: ordenacaoInvalida(campo) }]);
  return { campo: campo as Ordenavel, direcao: direcao === 'desc' ? 'desc' : 'asc' };
}

export async function lerPaginaDeGrupos(db: Db, consulta: ConsultaDeGrupos, p: Paginacao): Promise<{ linhas: GrupoPermissaoDaLista[]; contagem: number }> {
  const termo = (consulta.q ?? consulta.term ?? '').trim();
  let base = db.selectFrom('grupo_permissao as g');
  if (termo) {
    const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([eb(sql`f_unaccent(g.nome)`, 'ilike', sql`f_unaccent(${padrao})`), eb(sql`f_unaccent(coalesce(g.descricao, ''))`, 'ilike', sql`f_unaccent(${padrao})`)]),
    );
  }
  const { campo, direcao } = ordenacao(consulta.sort);
  const [linhas, contagem] = await Promise.all([
    base
      .select((eb) => [
        'g.id',
        'g.nome',
        'g.descricao',
        eb.selectFrom('grupo_permissao_tag as t').whereRef('t.grupo_id', '=', 'g.id').select((e) => e.fn.countAll<number>().as('n')).as('quantidadeTags'),
        eb.selectFrom('usuario_grupo as ug').whereRef('ug.grupo_id', '=', 'g.id').select((e) => e.fn.countAll<number>().as('n')).as('quantidadeUsuarios'),
      ])
      .orderBy(sql.ref(campo === 'nome' || campo === 'descricao' ? `g.${campo}` : campo), direcao)
      .orderBy('g.id')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    linhas: linhas.map((l) => ({ ...l, quantidadeTags: Number(l.quantidadeTags ?? 0), quantidadeUsuarios: Number(l.quantidadeUsuarios ?? 0) })),
    contagem: Number(contagem.total),
  };
}
