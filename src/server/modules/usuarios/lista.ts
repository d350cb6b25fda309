import { sql } from 'kysely';
import type { UsuarioDaLista } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, ordenacaoInvalida } from '../../http/erros.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, type Paginacao } from '../../http/paginacao.ts';
import { alcancaUsuario, type Editor } from './concessao.ts';

// GET /api/usuarios: the users the editor reaches, paged, searched by name (accents and case
// ignored), login or e-mail, filtered by ativo and sorted by a listed column. Autocompletes
// (the members of an interval group) send `term` and `fields`.

const SEM_NUL = '^[^\\u0000]*$';
const CAMINHO = '[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*';
const TEXTO = { type: 'string', maxLength: 200, pattern: SEM_NUL } as const;

export const ESQUEMA_DA_LISTA = {
  type: 'object',
  properties: {
    ...esquemaPaginacao,
    q: TEXTO,
    term: TEXTO,
    sort: { type: 'string', maxLength: 100, pattern: `^${CAMINHO}(,(asc|desc))?$` },
    fields: { type: 'string', maxLength: 1000, pattern: `^${CAMINHO}(,${CAMINHO})*$` },
    ativo: { type: 'boolean' },
  },
} as const;

export interface ConsultaDeUsuarios {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  sort?: string;
  fields?: string;
  ativo?: boolean;
}

const ORDENAVEIS = { nome: 'u.nome', login: 'u.login', email: 'u.email', ativo: 'u.ativo' } as const;
type Ordenavel = keyof typeof ORDENAVEIS;

export const TITULOS_PESQUISADOS = ['Nome', 'Login', 'E-mail'] as const;

function ordenacao(sort: string | undefined): { coluna: (typeof ORDENAVEIS)[Ordenavel]; direcao: 'asc' | 'desc' } {
  const [campo = 'nome', direcao] = (sort ?? 'nome').split(',');
  if (!Object.hasOwn(ORDENAVEIS, campo)) throw errosDeFormulario([{ field: 'sort', message: ordenacaoInvalida(campo) }]);
  return { coluna: ORDENAVEIS[campo as Ordenavel], direcao: direcao === 'desc' ? 'desc' : 'asc' };
}

export async function lerPaginaDeUsuarios(db: Db, editor: Editor, consulta: ConsultaDeUsuarios, p: Paginacao): Promise<{ linhas: UsuarioDaLista[]; contagem: number }> {
  const termo = (consulta.q ?? consulta.term ?? '').trim();
  let base = db.selectFrom('usuario as u').where(alcancaUsuario(editor));
  if (termo) {
    const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([eb(sql`f_unaccent(u.nome)`, 'ilike', sql`f_unaccent(${padrao})`), eb('u.login', 'ilike', padrao), eb('u.email', 'ilike', padrao)]),
    );
  }
  if (consulta.ativo !== undefined) base = base.where('u.ativo', '=', consulta.ativo);
  const { coluna, direcao } = ordenacao(consulta.sort);
  const [linhas, contagem] = await Promise.all([
    base
      .select(['u.id', 'u.nome', 'u.login', 'u.email', 'u.ativo'])
      .orderBy(coluna, direcao)
      .orderBy('u.id')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { linhas, contagem: Number(contagem.total) };
}
