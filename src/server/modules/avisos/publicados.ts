import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AvisoPublicado, LeituraDoAviso, LeiturasDoAviso } from '../../../shared/api/avisos.ts';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { Database } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { LIMITE_CONTAGEM, respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { diaDoFim } from './prazo.ts';
import { TEXTOS_DOS_AVISOS } from './textos.ts';

// What publishers see: every notice with "read by N of M", and who read each one and when.

function consultaDosPublicados(db: Kysely<Database>) {
  return db
    .selectFrom('aviso as a')
    .innerJoin('usuario as p', 'p.id', 'a.publicado_por')
    .select((eb) => [
      'a.id',
      'a.titulo',
      'a.texto',
      'a.alcance',
      'a.publicado_em',
      'a.expira_em',
      'p.id as publicador_id',
      'p.nome as publicador_nome',
      'p.login as publicador_login',
      jsonArrayFrom(
        eb.selectFrom('aviso_unidade as au').innerJoin('unidade as u', 'u.id', 'au.unidade_id').whereRef('au.aviso_id', '=', 'a.id').select(['u.id', 'u.nome']).orderBy('u.nome'),
      ).as('unidades'),
      eb.selectFrom('aviso_destinatario as d').whereRef('d.aviso_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('total'),
      eb
        .selectFrom('aviso_destinatario as d')
        .whereRef('d.aviso_id', '=', 'a.id')
        .where('d.lido_em', 'is not', null)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('lidos'),
    ]);
}

type Linha = Awaited<ReturnType<ReturnType<typeof consultaDosPublicados>['executeTakeFirstOrThrow']>>;

const publicadoDaLinha = (l: Linha, agora: Date): AvisoPublicado => ({
  id: l.id,
  titulo: l.titulo,
  texto: l.texto,
  alcance: l.alcance,
  unidades: l.unidades as { id: number; nome: string }[],
  publicadoPor: { id: l.publicador_id, nome: l.publicador_nome, login: l.publicador_login },
  publicadoEm: l.publicado_em.toISOString(),
  expiraEm: diaDoFim(l.expira_em),
  expirado: l.expira_em !== null && l.expira_em <= agora,
  lidos: Number(l.lidos ?? 0),
  total: Number(l.total ?? 0),
});

export async function listarPublicados(db: Kysely<Database>, agora: Date, p: Paginacao): Promise<PagedContent<AvisoPublicado>> {
  const [linhas, contagem] = await Promise.all([
    consultaDosPublicados(db).orderBy('a.publicado_em', 'desc').orderBy('a.id', 'desc').limit(p.rpp + 1).offset(p.offset).execute(),
    db
      .selectFrom(db.selectFrom('aviso').select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return respostaPaginada(
    linhas.map((l) => publicadoDaLinha(l, agora)),
    Number(contagem.total),
    p,
  );
}

/** A notice's recipients, who read it first (by when), then who did not (by name). */
export async function listarLeituras(db: Kysely<Database>, id: number, agora: Date, p: Paginacao): Promise<LeiturasDoAviso> {
  const aviso = await consultaDosPublicados(db).where('a.id', '=', id).executeTakeFirst();
  if (!aviso) throw naoEncontrado(TEXTOS_DOS_AVISOS.naoEncontrado);
  const linhas = await db
    .selectFrom('aviso_destinatario as d')
    .innerJoin('usuario as u', 'u.id', 'd.usuario_id')
    .select(['u.id', 'u.nome', 'u.login', 'd.lido_em'])
    .where('d.aviso_id', '=', id)
    .orderBy(sql`d.lido_em IS NULL`)
    .orderBy('d.lido_em')
    .orderBy('u.nome')
    .orderBy('u.id')
    .limit(p.rpp + 1)
    .offset(p.offset)
    .execute();
  const leituras = linhas.map((l): LeituraDoAviso => ({ usuario: { id: l.id, nome: l.nome, login: l.login }, lidoEm: l.lido_em?.toISOString() ?? null }));
  const publicado = publicadoDaLinha(aviso, agora);
  return { ...respostaPaginada(leituras, publicado.total, p), aviso: publicado };
}
