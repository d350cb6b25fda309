import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { lerConfig } from '../config.ts';
import { abrirBanco } from '../db/iniciar.ts';
import { aleatorioComSemente } from '../seed/aleatorio.ts';
import { cidadesParaSemear, semearDemo } from '../seed/demo.ts';
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

const banco = await abrirBanco(lerConfig());
try {
  await semearReferencia(banco.db);
  await semearDemo(banco.db);
  const unidades = await banco.db.selectFrom('unidade').select('id').orderBy('id').execute();
  const inicio = performance.now();
  let ultimo = 0;
  await semearPessoas(banco.db, {
    quantidade,
    unidadeIds: unidades.map((u) => u.id),
    cidades: await cidadesParaSemear(banco.db),
    random: aleatorioComSemente(Number(values.semente)),
    progresso: (feitas) => {
      if (feitas - ultimo >= 50_000 || feitas === quantidade) {
        ultimo = feitas;
        console.log(`${feitas.toLocaleString('pt-BR')} pessoas inseridas (${((performance.now() - inicio) / 1000).toFixed(0)} s)`);
      }
    },
  });
  await sql`ANALYZE pessoa`.execute(banco.db);
} finally {
  await banco.encerrar();
}
