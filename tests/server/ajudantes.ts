import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { gerarHashSenha } from '../../src/server/auth/senha.ts';
import { hashDoToken } from '../../src/server/auth/tokens.ts';
import type { Db } from '../../src/server/db/database.ts';

// Small helpers shared by the server test files (not a test file itself).

export const MENSAGEM_SEM_PERMISSAO = 'Você não possui permissão para acessar essa funcionalidade';
export const MENSAGEM_FORMULARIO = 'Existem erros no formulário, revise-o salve novamente.';

export interface ParteDeArquivo {
  campo: string;
  nomeArquivo: string;
  tipo: string;
  conteudo: Buffer;
}

/** A multipart/form-data body with the given file parts (what a browser's FormData sends). */
export function corpoMultipart(partes: ParteDeArquivo[]): { payload: Buffer; headers: Record<string, string> } {
  const fronteira = `----alicerce${randomBytes(8).toString('hex')}`;
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    pedacos.push(
      Buffer.from(
        `--${fronteira}\r\nContent-Disposition: form-data; name="${p.campo}"; filename="${p.nomeArquivo}"\r\n` +
          `Content-Type: ${p.tipo}\r\n\r\n`,
      ),
      p.conteudo,
      Buffer.from('\r\n'),
    );
  }
  pedacos.push(Buffer.from(`--${fronteira}--\r\n`));
  return { payload: Buffer.concat(pedacos), headers: { 'content-type': `multipart/form-data; boundary=${fronteira}` } };
}

/** A real PNG image of one colour. */
export function pngDeVerdade(largura = 64, altura = 48): Promise<Buffer> {
  return sharp({ create: { width: largura, height: altura, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** Inserts an extra user (password = login unless given) with the given units and tags. */
export async function criarUsuario(
  db: Db,
  u: { login: string; nome?: string; email?: string | null; senha?: string; unidadeIds?: number[]; tags?: string[] },
): Promise<number> {
  const { id } = await db
    .insertInto('usuario')
    .values({
      login: u.login,
      nome: u.nome ?? `Usuário ${u.login}`,
      email: u.email === undefined ? `${u.login}@alicerce.example.com.br` : u.email,
      senha_hash: await gerarHashSenha(u.senha ?? u.login),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.unidadeIds?.length) {
    await db.insertInto('usuario_unidade').values(u.unidadeIds.map((unidade_id) => ({ usuario_id: id, unidade_id }))).execute();
  }
  if (u.tags?.length) {
    const grupo = await db
      .insertInto('grupo_permissao')
      .values({ nome: `grupo de ${u.login}`, descricao: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('grupo_permissao_tag').values(u.tags.map((tag) => ({ grupo_id: grupo.id, tag }))).execute();
    await db.insertInto('usuario_grupo').values({ usuario_id: id, grupo_id: grupo.id }).execute();
  }
  return id;
}

export async function idDaUnidade(db: Db, nome: string): Promise<number> {
  return (await db.selectFrom('unidade').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()).id;
}

export async function idDoUsuario(db: Db, login: string): Promise<number> {
  return (await db.selectFrom('usuario').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
}

/** How many sessions of the user are still open. */
export async function sessoesAbertas(db: Db, usuarioId: number): Promise<number> {
  const { n } = await db
    .selectFrom('sessao')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('usuario_id', '=', usuarioId)
    .where('encerrada_em', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function contarAuditoria(db: Db): Promise<number> {
  const { n } = await db.selectFrom('auditoria').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** The stored session of a token (the database keeps only the token's hash). */
export async function sessaoDoToken(db: Db, token: string) {
  return db.selectFrom('sessao').selectAll().where('token_hash', '=', hashDoToken(token)).executeTakeFirstOrThrow();
}
