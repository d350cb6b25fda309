import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCpf } from '../../../../src/shared/validation/index.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarPessoas, csv, enviarBem, esperarFim, iniciar } from './importacao-ajudantes.ts';

// Two imports of one file running together (the app's two workers): each person is created once.

let t: AppDeTeste;
let admin: string;
const random = aleatorioComSemente(9090);

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const arquivo = (n: number) => csv([['Nome', 'CPF'], ...Array.from({ length: n }, (_, i) => [`Pessoa ${i + 1}`, gerarCpf(random, { formatado: true })])]);

async function semRepetidos(): Promise<void> {
  const { rows } = await sql<{ cpf: string }>`SELECT cpf FROM pessoa WHERE ativo AND cpf IS NOT NULL GROUP BY cpf HAVING count(*) > 1`.execute(t.db);
  expect(rows).toEqual([]);
}

describe('concurrent imports', () => {
  it('of the same file, running together, create each person once', { timeout: 60_000 }, async () => {
    const antes = await contarPessoas(t);
    const texto = arquivo(300);
    const [a, b] = [await enviarBem(t, admin, texto), await enviarBem(t, admin, texto)];
    await Promise.all([iniciar(t, admin, a.id, a.mapeamentoSugerido), iniciar(t, admin, b.id, b.mapeamentoSugerido)]);
    const [fimA, fimB] = await Promise.all([esperarFim(t, admin, a.id, 50_000), esperarFim(t, admin, b.id, 50_000)]);
    expect(fimA.contagens.incluidas + fimB.contagens.incluidas).toBe(300);
    expect(fimA.contagens.ignoradas + fimB.contagens.ignoradas).toBe(300);
    expect(fimA.contagens.rejeitadas + fimB.contagens.rejeitadas).toBe(0);
    expect(await contarPessoas(t)).toBe(antes + 300);
    await semRepetidos();
  });
});
