import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { reservarCodigos } from '../modules/pessoas/codigo.ts';

// Who charges each demo collection method's fees, in Sede's register as suppliers: the three banks
// (their real CNPJs and head offices) and the three utility companies (made up, with valid check
// digits), each with the city, mobile and e-mail of its collection desk, as a supplier is kept. The
// fee despesas the demo's returns book are then theirs.

interface Fornecedor {
  forma: string;
  nome: string;
  cnpj: string;
  /** The city's IBGE code. */
  cidade: number;
  celular: string;
  email: string;
}

const FORNECEDORES: readonly Fornecedor[] = [
  { forma: 'Boleto Banco do Brasil', nome: 'Banco do Brasil S.A.', cnpj: '00000000000191', cidade: 5300108, celular: '61991230001', email: 'cobranca.bb@example.org' },
  { forma: 'Boleto Bradesco', nome: 'Banco Bradesco S.A.', cnpj: '60746948000112', cidade: 3534401, celular: '11991230002', email: 'cobranca.bradesco@example.org' },
  { forma: 'Débito automático Itaú', nome: 'Itaú Unibanco S.A.', cnpj: '60701190000104', cidade: 3550308, celular: '11991230003', email: 'debito.itau@example.org' },
  { forma: 'Companhia de Luz do Vale', nome: 'Companhia de Luz do Vale S.A.', cnpj: '12345001000157', cidade: 3509502, celular: '19991230004', email: 'arrecadacao@luzdovale.example.org' },
  { forma: 'Águas da Serra', nome: 'Águas da Serra Saneamento S.A.', cnpj: '23456002000195', cidade: 3106200, celular: '31991230005', email: 'arrecadacao@aguasdaserra.example.org' },
  { forma: 'Telefônica Horizonte', nome: 'Telefônica Horizonte S.A.', cnpj: '34567003000123', cidade: 3106200, celular: '31991230006', email: 'arrecadacao@horizonte.example.org' },
];

export async function semearFornecedoresDasTarifas(db: Db, sede: number): Promise<void> {
  const primeiro = await reservarCodigos(db, sede, FORNECEDORES.length);
  for (const [i, f] of FORNECEDORES.entries()) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_juridica, fornecedor, cnpj, cidade_id, celular, email_principal)
      VALUES (${sede}, ${primeiro + i}, ${f.nome}, true, true, ${f.cnpj}, (SELECT id FROM cidade WHERE codigo_ibge = ${f.cidade}), ${f.celular}, ${f.email})
      RETURNING id`.execute(db);
    await sql`UPDATE mobilizacao_forma_cobranca SET fornecedor_tarifa_id = ${rows[0]?.id ?? null} WHERE nome = ${f.forma}`.execute(db);
  }
}
