import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCpf } from '../../../../src/shared/validation/index.ts';
import { conferirDocumentos } from '../../../../src/server/modules/pessoas/validacao.ts';
import type { AlvoDoLote } from '../../../../src/server/resources/importacao/destino.ts';
import type { ImportacaoDaTela } from '../../../../src/server/resources/importacao/index.ts';
import { processarLote } from '../../../../src/server/resources/importacao/processamento.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, idDoUsuario } from '../../ajudantes.ts';
import { contarPessoas, csv, enviarBem, importacaoDePessoas } from './importacao-ajudantes.ts';

// A batch of the import's job, driven directly: two transactions on one import, the document
// locks shared with the form's save, and a row the database refuses.

let t: AppDeTeste;
let admin: string;
let pessoas: ImportacaoDaTela;
const random = aleatorioComSemente(5151);
const cpf = () => gerarCpf(random, { formatado: true });

beforeAll(async () => {
  t = await criarAppDeTeste({ jobWorkers: false });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  pessoas = await importacaoDePessoas(t.db);
});
afterAll(() => t.fechar());

async function preparar(linhas: string[][]) {
  const enviado = await enviarBem(t, admin, csv([['Nome', 'CPF'], ...linhas]));
  const alvo: AlvoDoLote = { importacaoId: enviado.id, unidadeId: await idDaUnidade(t.db, 'Sede'), usuarioId: await idDoUsuario(t.db, 'admin') };
  const lote = () => t.db.transaction().execute((trx) => processarLote(trx, pessoas, alvo, enviado.mapeamentoSugerido));
  const situacoes = async () =>
    (
      await sql<{ linha: number; situacao: string; mensagens: unknown }>`
        SELECT linha, situacao, mensagens FROM importacao_linha WHERE importacao_id = ${enviado.id} ORDER BY linha`.execute(t.db)
    ).rows;
  return { lote, situacoes };
}

describe('a batch', () => {
  it('taken by two transactions at once processes each row once', async () => {
    const antes = await contarPessoas(t);
    const { lote, situacoes } = await preparar(Array.from({ length: 150 }, (_, i) => [`Pessoa ${i}`, cpf()]));
    // The second waits for the first's row locks, then finds those rows no longer pending.
    const [primeiro, segundo] = await Promise.all([lote(), lote()]);
    expect(primeiro + segundo).toBe(150);
    expect(await lote()).toBe(0);
    expect(await contarPessoas(t)).toBe(antes + 150);
    expect((await situacoes()).every((l) => l.situacao === 'incluida')).toBe(true);
  });

  it("takes the same document locks as the form's save", async () => {
    const documento = cpf().replace(/\D/g, '');
    let liberar = () => undefined as void;
    const segurando = t.db.transaction().execute(async (trx) => {
      await pessoas.destino.travar(trx, [`CPF:${documento}`]);
      await new Promise<void>((r) => (liberar = r));
    });
    await new Promise((r) => setTimeout(r, 100));
    const esperou = t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '300ms'`.execute(trx);
      await conferirDocumentos(trx, { cpf: documento, cnpj: null }, null);
    });
    await expect(esperou).rejects.toMatchObject({ code: '55P03' });
    liberar();
    await segurando;
  });

  it('rejects only the row the database refuses, and writes the rest', async () => {
    await sql`ALTER TABLE pessoa ADD CONSTRAINT teste_recusa CHECK (nome <> 'Recusada pelo banco')`.execute(t.db);
    try {
      const antes = await contarPessoas(t);
      const repetido = cpf();
      const { lote, situacoes } = await preparar([
        ['Primeira', repetido],
        ['Recusada pelo banco', cpf()],
        ['Repete a primeira', repetido],
        ['Quarta', cpf()],
      ]);
      expect(await lote()).toBe(4);
      expect(await contarPessoas(t)).toBe(antes + 2);
      const linhas = await situacoes();
      expect(linhas.map((l) => l.situacao)).toEqual(['incluida', 'rejeitada', 'ignorada', 'incluida']);
      expect(linhas[1]?.mensagens).toEqual([{ campo: 'linha', mensagem: 'Não foi possível gravar esta linha.' }]);
      const primeira = await t.db.selectFrom('pessoa').select('codigo').where('nome', '=', 'Primeira').executeTakeFirstOrThrow();
      expect(linhas[2]?.mensagens).toEqual([{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: `Já existe uma pessoa com este CPF (código ${primeira.codigo}).` }]);
      // The rolled-back attempt left no gap in the unit's codes.
      const { rows } = await sql<{ codigo: number }>`SELECT codigo FROM pessoa WHERE nome IN ('Primeira', 'Quarta') ORDER BY codigo`.execute(t.db);
      expect((rows[1]?.codigo ?? 0) - (rows[0]?.codigo ?? 0)).toBe(1);
    } finally {
      await sql`ALTER TABLE pessoa DROP CONSTRAINT teste_recusa`.execute(t.db);
    }
  });
});
