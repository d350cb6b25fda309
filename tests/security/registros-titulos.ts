import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's títulos (not a test file itself): for each tipo, one open título of Sede that
// calls read, save and pay, one paid that estornar reverses, one open that cancelar cancels; and
// one open despesa that the specification's POST /api/titulos/{id}/cancelar cancels.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosTitulos =
  | 'receita'
  | 'receitaPaga'
  | 'receitaParaCancelar'
  | 'despesa'
  | 'despesaPaga'
  | 'despesaParaCancelar'
  | 'tituloParaCancelar'
  | 'feriado';

async function categoria(t: AppDeTeste, codigo: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM categoria WHERE codigo = ${codigo}`.execute(t.db);
  const [linha] = rows;
  if (linha === undefined) throw new Error(`Categoria ${codigo} não semeada.`);
  return linha.id;
}

export async function fixosDosTitulos(t: AppDeTeste, admin: Gravar, pessoa: number, conta: number): Promise<Record<FixoDosTitulos, number>> {
  const titulo = async (url: string, codigo: string, descricao: string) =>
    (
      await admin('POST', url, {
        descricao,
        pessoa,
        conta,
        categoria: await categoria(t, codigo),
        emissao: '2026-01-05',
        competencia: '2026-01-01',
        valor: 300,
        dataVencimento: '2026-02-10',
        quantidadeParcelas: 2,
        parcelas: [
          { numero: 1, vencimento: '2026-02-10', valor: 150 },
          { numero: 2, vencimento: '2026-03-10', valor: 150 },
        ],
      })
    ).id;
  const pago = async (url: string, codigo: string) => {
    const id = await titulo(url, codigo, 'Título pago da Matriz');
    await admin('POST', `${url}/${id}/baixar`, { data: '2026-02-10', forma: 'PIX', valor: 300 });
    return id;
  };
  const [receitas, despesas] = ['/api/titulos/receitas', '/api/titulos/despesas'];
  return {
    receita: await titulo(receitas, '1.1.01', 'Receita da Matriz'),
    receitaPaga: await pago(receitas, '1.1.01'),
    receitaParaCancelar: await titulo(receitas, '1.1.01', 'Receita a cancelar'),
    despesa: await titulo(despesas, '2.1.01', 'Despesa da Matriz'),
    despesaPaga: await pago(despesas, '2.1.01'),
    despesaParaCancelar: await titulo(despesas, '2.1.01', 'Despesa a cancelar'),
    tituloParaCancelar: await titulo(despesas, '2.1.01', 'Título a cancelar pela chamada da especificação'),
    feriado: (await admin('POST', '/api/financeiro/feriados', { data: '2026-01-25', descricao: 'Aniversário da cidade', abrangencia: 'MUNICIPAL' })).id,
  };
}
