import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's fundraising records (not a test file itself): a colaboração of Sede seen by
// fundraising, one recorded by telemarketing, the donor of Sede whose screen the agenda opens, and,
// for the institution-wide configuration tables, a record made anew for each call.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDaMobilizacao = 'colaboracaoDaMobilizacao' | 'colaboracaoDoTelemarketing' | 'doadorDaMatriz';

const DESCARTAVEIS = {
  situacaoDeLigacaoDescartavel: { url: 'situacoesligacao', corpo: (seq: number) => ({ descricao: `Descartável ${seq}`, resultado: 'recusa' }) },
  campanhaDescartavel: { url: 'campanhas', corpo: (seq: number) => ({ nome: `Descartável ${seq}`, inicio: '2026-01-01', canal: 'evento' }) },
  formaDeCobrancaDescartavel: { url: 'formascobranca', corpo: (seq: number) => ({ nome: `Descartável ${seq}`, tipo: 'pix' }) },
  indiceDescartavel: { url: 'indices', corpo: (seq: number) => ({ nome: `Descartável ${seq}` }) },
  regraDeRenovacaoDescartavel: { url: 'renovacao', corpo: (seq: number) => ({ descricao: `Descartável ${seq}`, diasAntesDoFim: 30 }) },
} as const;

export type DescartavelDaMobilizacao = keyof typeof DESCARTAVEIS;

export const ehDescartavelDaMobilizacao = (nome: string): nome is DescartavelDaMobilizacao => Object.hasOwn(DESCARTAVEIS, nome);

export async function fixosDaMobilizacao(t: AppDeTeste, admin: Gravar, pessoa: number): Promise<Record<FixoDaMobilizacao, number>> {
  const colaboracao = await admin('POST', '/api/mobilizacao/colaboracoes', { pessoa, valor: 30, diaDoMes: 10, forma: 'PIX', inicio: '2026-01-01' });
  const { rows } = await sql<{ id: number }>`
    INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, origem)
    SELECT unidade_id, id, 40, 15, 'BOLETO', '2026-01-01', 'TELEMARKETING' FROM pessoa WHERE id = ${pessoa} RETURNING id`.execute(t.db);
  return { colaboracaoDaMobilizacao: colaboracao.id, colaboracaoDoTelemarketing: rows[0]!.id, doadorDaMatriz: pessoa };
}

/** Makes the `seq`-th disposable record of its kind. */
export async function descartavelDaMobilizacao(admin: Gravar, nome: DescartavelDaMobilizacao, seq: number): Promise<number> {
  const { url, corpo } = DESCARTAVEIS[nome];
  return (await admin('POST', `/api/mobilizacao/${url}`, corpo(seq))).id;
}
