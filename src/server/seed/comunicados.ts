import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// Announcements on first start: a pinned welcome to everyone, one to the Administrativo sector (the
// operador and the admin are its members), one to everyone that asks for the reading's confirmation,
// and one already expired (only the management list shows it). Each was published days ago and
// counts as announced, so the first start sends nothing live.

interface Comunicado {
  titulo: string;
  texto: string;
  diasAtras: number;
  /** Days from today to its last day shown (negative: expired). */
  expiraEmDias?: number;
  fixado?: boolean;
  exigeConfirmacao?: boolean;
  setor?: string;
}

const COMUNICADOS: readonly Comunicado[] = [
  {
    titulo: 'Boas-vindas ao Alicerce',
    texto:
      '# Tudo num lugar só\n\nO Alicerce reúne o **cadastro de pessoas**, o financeiro, os projetos, o patrimônio e os suprimentos.\n\n- Os comunicados da instituição ficam nesta página.\n- As dúvidas de uso estão na [Ajuda](#/ajuda).',
    diasAtras: 10,
    fixado: true,
  },
  {
    titulo: 'Inventário do almoxarifado na sexta-feira',
    texto: 'Na **sexta-feira**, das 14h às 17h, o almoxarifado fica fechado para o inventário.\n\nAs requisições desse período serão atendidas na segunda-feira.',
    diasAtras: 2,
    setor: 'Administrativo',
  },
  {
    titulo: 'Nova política de uso dos equipamentos',
    texto:
      'A partir deste mês, notebooks e projetores saem da sede só com o **termo de responsabilidade** assinado.\n\n1. Peça o equipamento ao setor Administrativo.\n2. Assine o termo na retirada.\n3. Devolva-o até o fim do dia seguinte.\n\nConfirme abaixo que leu esta política.',
    diasAtras: 1,
    exigeConfirmacao: true,
  },
  {
    titulo: 'Recesso de fim de ano',
    texto: 'O expediente volta ao normal na primeira segunda-feira de janeiro.',
    diasAtras: 40,
    expiraEmDias: -20,
  },
];

export async function semearComunicados(db: Db, sede: number, autor: number): Promise<void> {
  const administrativo = await db.selectFrom('setor').select('id').where('unidade_id', '=', sede).where('nome', '=', 'Administrativo').executeTakeFirstOrThrow();
  await sql`UPDATE setor SET membros = (SELECT jsonb_agg(jsonb_build_object('id', id) ORDER BY id) FROM usuario WHERE login IN ('admin', 'operador')) WHERE id = ${administrativo.id}`.execute(db);
  for (const c of COMUNICADOS) {
    const publicarEm = sql<Date>`now() - make_interval(days => ${c.diasAtras})`;
    const { id } = await db
      .insertInto('comunicado')
      .values({
        titulo: c.titulo,
        texto: c.texto,
        alcance: c.setor === undefined ? 'TODOS' : 'SETORES',
        setores: JSON.stringify(c.setor === undefined ? [] : [{ id: administrativo.id }]),
        unidades: '[]',
        grupos: '[]',
        publicar_em: publicarEm,
        anunciado_em: publicarEm,
        expira_em: c.expiraEmDias === undefined ? null : sql<string>`(now() AT TIME ZONE 'America/Sao_Paulo')::date + ${c.expiraEmDias}::integer`,
        fixado: c.fixado ?? false,
        exige_confirmacao: c.exigeConfirmacao ?? false,
        autor_id: autor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.setor !== undefined) await db.insertInto('comunicado_alvo').values({ comunicado_id: id, unidade_id: null, setor_id: administrativo.id, grupo_id: null }).execute();
  }
}
