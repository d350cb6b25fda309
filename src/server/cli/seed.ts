import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { lerConfig } from '../config.ts';
import { abrirBanco } from '../db/iniciar.ts';
import { aleatorioComSemente } from '../seed/aleatorio.ts';
import { cidadesParaSemear, semearDemo } from '../seed/demo.ts';
import { semIndicesDuranteACarga } from '../seed/carga.ts';
import { semearPessoas } from '../seed/pessoas.ts';
import { semearReferencia } from '../seed/referencia.ts';

// `npm run seed -- --pessoas 1000000`: adds people with the realistic distribution of DESIGN.md
// to the database of DATA_DIR / DATABASE_URL (with the server stopped when embedded), for benchmarks.

const { values } = parseArgs({ options: { pessoas: { type: 'string', default: '0' }, semente: { type: 'string', default: '7' } } });
const quantidade = Number(values.pessoas);
if (!Number.isInteger(quantidade) || quantidade < 0) {
  console.error('Uso: npm run seed -- --pessoas N   (N inteiro, 0 ou mais)');
  process.exit(2);
}

const TABELAS = ['pessoa', 'pessoa_grupo', 'pessoa_idioma', 'pessoa_formacao_academica', 'pessoa_beneficio'];

const banco = await abrirBanco(lerConfig());
try {
  await semearReferencia(banco.db);
  await semearDemo(banco.db);
  const unidades = await banco.db.selectFrom('unidade').select('id').orderBy('id').execute();
  const inicio = performance.now();
  const segundos = () => ((performance.now() - inicio) / 1000).toFixed(0);
  const cidades = await cidadesParaSemear(banco.db);
  let ultimo = 0;
  // One transaction: a load stopped half-way leaves the register as it was.
  await banco.db.transaction().execute((trx) =>
    semIndicesDuranteACarga(trx, TABELAS, async () => {
      await semearPessoas(trx, {
        quantidade,
        unidadeIds: unidades.map((u) => u.id),
        cidades,
        random: aleatorioComSemente(Number(values.semente)),
        // The map's benchmark measures people spread over their towns, as its README tables were.
        espalharAproximadas: true,
        progresso: (feitas) => {
          if (feitas - ultimo >= 50_000 || feitas === quantidade) {
            ultimo = feitas;
            console.log(`${feitas.toLocaleString('pt-BR')} pessoas inseridas (${segundos()} s)`);
          }
        },
      });
      console.log(`Reconstruindo índices e chaves (${segundos()} s)...`);
    }),
  );
  // Fresh statistics, and a visibility map for the index-only scans of the filter's counts and the map.
  for (const tabela of TABELAS) {
    await sql`VACUUM (ANALYZE) ${sql.id(tabela)}`.execute(banco.db);
  }
  console.log(`Concluído em ${segundos()} s.`);
} finally {
  await banco.encerrar();
}
