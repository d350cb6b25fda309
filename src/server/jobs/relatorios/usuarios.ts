import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import type { Arquivos } from '../../arquivos.ts';
import type { Database } from '../../db/schema.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import { editorDa } from '../../modules/usuarios/concessao.ts';
import type { Servicos } from '../../servicos.ts';
import { BOM, linhaCsv } from '../csv.ts';
import { salvarUmaVez } from './umaVez.ts';
import type { DbDeTarefas } from '../tabelas.ts';
import type { TipoDeTarefa } from '../tipos.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from './contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 usuário no relatório.', varios: '{n} usuários no relatório.' };

export const TIPO_RELATORIO_USUARIOS = 'relatorio.usuarios';
const LOTE = 500;
const CABECALHO = ['Nome', 'Login', 'E-mail', 'Situação', 'Unidades', 'Grupos de permissão'];

interface Parametros {
  q?: string;
  /** The requester's units: only users of one of them are listed (absent: an administrador's report, everyone). */
  unidades?: number[];
}

/** Where the last step stopped: the key of its last row, the next piece's number, the counts. */
interface Ponto {
  ultimo: { nome: string; id: number } | null;
  ordem: number;
  feitos: number;
  total: number;
}

function filtrar(db: Kysely<Database>, { q, unidades }: Parametros) {
  let base = db.selectFrom('usuario as u');
  if (unidades !== undefined) {
    base = base.where(
      unidades.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM usuario_unidade uu WHERE uu.usuario_id = u.id AND uu.unidade_id IN (${sql.join(unidades)}))`,
    );
  }
  const termo = q?.trim();
  if (termo) {
    const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`f_unaccent(u.nome)`, 'ilike', sql`f_unaccent(${padrao})`),
        eb('u.login', 'ilike', padrao),
        eb('u.email', 'ilike', padrao),
      ]),
    );
  }
  return base;
}

async function lote(db: DbDeTarefas, parametros: Parametros, depois: Ponto['ultimo']) {
  let consulta = filtrar(db, parametros)
    .select([
      'u.id',
      'u.nome',
      'u.login',
      'u.email',
      'u.ativo',
      sql<string>`coalesce((SELECT string_agg(un.nome, ', ' ORDER BY un.nome) FROM usuario_unidade uu
        JOIN unidade un ON un.id = uu.unidade_id WHERE uu.usuario_id = u.id), '')`.as('unidades'),
      sql<string>`coalesce((SELECT string_agg(g.nome, ', ' ORDER BY g.nome) FROM usuario_grupo ug
        JOIN grupo_permissao g ON g.id = ug.grupo_id WHERE ug.usuario_id = u.id), '')`.as('grupos'),
    ])
    .orderBy('u.nome')
    .orderBy('u.id')
    .limit(LOTE);
  if (depois) consulta = consulta.where(sql<boolean>`(u.nome, u.id) > (${depois.nome}, ${depois.id})`);
  return consulta.execute();
}

/**
 * The users list as CSV, built in steps of 500 rows: each step stores its piece with the
 * checkpoint, so a killed process resumes after the last stored piece; the file is stored once.
 */
export function relatorioDeUsuarios(arquivos: Arquivos): TipoDeTarefa<Parametros> {
  return {
    tipo: TIPO_RELATORIO_USUARIOS,
    titulo: 'Relatório de usuários',
    aviso: 'RELATORIO',
    async executar(ctx) {
      if (ctx.ponto === null) {
        const { n } = await filtrar(ctx.db, ctx.parametros)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const inicio: Ponto = { ultimo: null, ordem: 0, feitos: 0, total: Number(n) };
        await ctx.passo(async () => ({ ponto: inicio, progresso: 0 }));
      }
      for (;;) {
        const ponto = ctx.ponto as Ponto;
        let fim = false;
        await ctx.passo(async (trx) => {
          const linhas = await lote(trx, ctx.parametros, ponto.ultimo);
          fim = linhas.length < LOTE;
          const ultima = linhas.at(-1);
          if (!ultima) return { ponto, progresso: 95 };
          const texto = linhas
            .map((u) => linhaCsv([u.nome, u.login, u.email, u.ativo ? 'Ativo' : 'Inativo', u.unidades, u.grupos]))
            .join('');
          await trx.insertInto('tarefa_parte').values({ tarefa_id: ctx.tarefaId, ordem: ponto.ordem, conteudo: Buffer.from(texto) }).execute();
          const feitos = ponto.feitos + linhas.length;
          const proximo: Ponto = { ultimo: { nome: ultima.nome, id: ultima.id }, ordem: ponto.ordem + 1, feitos, total: ponto.total };
          const total = Math.max(ponto.total, feitos);
          return { ponto: proximo, progresso: (feitos / total) * 95, mensagem: `${feitos} de ${total} usuários` };
        });
        if (fim) break;
      }

      const { feitos } = ctx.ponto as Ponto;
      const data = hojeNoModelo();
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: `usuarios-${data}.csv`, tipoMime: 'text/csv; charset=utf-8' }, async () => {
        const partes = await ctx.db.selectFrom('tarefa_parte').select('conteudo').where('tarefa_id', '=', ctx.tarefaId).orderBy('ordem').execute();
        return Buffer.concat([Buffer.from(BOM + linhaCsv(CABECALHO)), ...partes.map((p) => p.conteudo)]);
      });
      await ctx.db.deleteFrom('tarefa_parte').where('tarefa_id', '=', ctx.tarefaId).execute();
      return { arquivoId, mensagem: contagemNoRelatorio(feitos, MENSAGENS_DA_CONTAGEM) };
    },
  };
}

export function rotasDoRelatorioDeUsuarios(app: FastifyInstance, { db, tarefas }: Servicos): void {
  app.post<{ Body: Parametros | undefined }>(
    '/api/relatorios/usuarios',
    {
      config: { tags: ['configuracoes.usuario.visualizar'] },
      schema: {
        body: { type: ['object', 'null'], properties: { q: { type: 'string', maxLength: 200, pattern: SEM_NUL } }, additionalProperties: false },
      },
    },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const sessao = sessaoDe(request);
      const q = request.body?.q?.trim();
      // Like the users list: an editor reaches only the users of their own units.
      const editor = await editorDa(db, sessao);
      const parametros: Parametros = { ...(q ? { q } : {}), ...(editor.administrador ? {} : { unidades: [...editor.unidades] }) };
      const tarefa = await tarefas.criar(TIPO_RELATORIO_USUARIOS, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId }, parametros);
      return { content: tarefa, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' };
    },
  );
}
