import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { lerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { abrirBanco } from '../db/iniciar.ts';
import { aleatorioComSemente } from '../seed/aleatorio.ts';
import { cidadesParaSemear, semearDemo } from '../seed/demo.ts';
import { semIndicesDuranteACarga } from '../seed/carga.ts';
import { semearPessoas } from '../seed/pessoas.ts';
import { semearReferencia } from '../seed/referencia.ts';
import { semearTitulosEmMassa } from '../seed/titulos-em-massa.ts';

// `npm run seed -- --pessoas 1000000` adds people with the realistic distribution of DESIGN.md,
// `npm run seed -- --titulos 1000000` títulos with their installments and baixas
// (seed/titulos-em-massa.ts), to the database of DATA_DIR / DATABASE_URL (with the server stopped
// when embedded), for benchmarks.

const USO = 'Uso: npm run seed -- [--pessoas N] [--titulos N]   (N inteiro, 0 ou mais)';
const { values } = parseArgs({
  options: { pessoas: { type: 'string', default: '0' }, titulos: { type: 'string', default: '0' }, semente: { type: 'string', default: '7' } },
});
const pessoas = Number(values.pessoas);
const titulos = Number(values.titulos);
if (![pessoas, titulos].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error(USO);
  process.exit(2);
}

const TABELAS_DE_PESSOAS = ['pessoa', 'pessoa_grupo', 'pessoa_idioma', 'pessoa_formacao_academica', 'pessoa_beneficio'];
const TABELAS_DE_TITULOS = ['titulo', 'parcela', 'baixa', 'lancamento_contabil'];
/** Kept by the baixas' triggers during the load (the dashboards' sums, migration 0035). */
const SOMAS_DOS_TITULOS = ['realizado_diario', 'realizado_mensal'];

const inicio = performance.now();
const segundos = () => ((performance.now() - inicio) / 1000).toFixed(0);

function aCada(passo: number, total: number, oQue: string): (feitos: number) => void {
  let ultimo = 0;
  return (feitos) => {
    if (feitos - ultimo >= passo || feitos === total) {
      ultimo = feitos;
      console.log(`${feitos.toLocaleString('pt-BR')} ${oQue} inseridos (${segundos()} s)`);
    }
  };
}

/** One transaction per load: a load stopped half-way leaves the tables as they were. */
async function carregar(db: Db, tabelas: readonly string[], carga: (trx: Db) => Promise<void>, somas: readonly string[] = []): Promise<void> {
  await db.transaction().execute((trx) =>
    semIndicesDuranteACarga(trx, tabelas, async () => {
      await carga(trx);
      console.log(`Reconstruindo índices e chaves (${segundos()} s)...`);
    }),
  );
  // Fresh statistics, and a visibility map for the index-only scans of the lists' counts, the map and
  // the dashboards' sums (`somas`: tables the load's triggers fill).
  for (const tabela of [...tabelas, ...somas]) await sql`VACUUM (ANALYZE) ${sql.id(tabela)}`.execute(db);
}

const banco = await abrirBanco(lerConfig());
try {
  await semearReferencia(banco.db);
  await semearDemo(banco.db, undefined, lerConfig().dataDir);
  if (pessoas > 0) {
    const unidades = await banco.db.selectFrom('unidade').select('id').orderBy('id').execute();
    const cidades = await cidadesParaSemear(banco.db);
    await carregar(banco.db, TABELAS_DE_PESSOAS, (trx) =>
      semearPessoas(trx, {
        quantidade: pessoas,
        unidadeIds: unidades.map((u) => u.id),
        cidades,
        random: aleatorioComSemente(Number(values.semente)),
        // The map's benchmark measures people spread over their towns, as its README tables were.
        espalharAproximadas: true,
        progresso: aCada(50_000, pessoas, 'pessoas'),
      }),
    );
  }
  if (titulos > 0) {
    const semente = (Number(values.semente) % 1000) / 1000;
    await carregar(banco.db, TABELAS_DE_TITULOS, (trx) => semearTitulosEmMassa(trx, { quantidade: titulos, semente, progresso: aCada(100_000, titulos, 'títulos') }), SOMAS_DOS_TITULOS);
  }
  console.log(`Concluído em ${segundos()} s.`);
} finally {
  await banco.encerrar();
}
