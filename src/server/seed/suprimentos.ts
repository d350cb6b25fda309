import { sql } from 'kysely';
import { somarDias } from '../../shared/calendario/index.ts';
import { decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { TAG_DO_ALMOXARIFE } from '../modules/suprimentos/avisos.ts';
import { decimalDosMilesimos } from '../modules/suprimentos/quantidades.ts';
import { lancar, type Movimento } from '../modules/suprimentos/razao.ts';

// Supplies on first start: the configuration tables, fourteen items in four groups, stock in the
// central storeroom and in the Unidade Norte's depot (opening balances and a donation posted
// through the ledger, so averages and values are the rules' own), a transfer between the two,
// requisitions in every state (one issued, through the ledger), a purchase ordered and waiting to
// be received, another waiting for approval, and an item already below its minimum. The operador
// is the stock keeper: a group with the stock keeper's tag only (no screen), so he is told live of
// items falling below their minimum.

interface Unidades {
  sede: number;
  norte: number;
}

const id = async (db: Db, consulta: ReturnType<typeof sql<{ id: number }>>): Promise<number> => (await consulta.execute(db)).rows[0]!.id;

async function descricoes(db: Db, tabela: 'suprimento_origem' | 'suprimento_utilizacao' | 'suprimento_local', textos: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const t of textos) ids.push(await id(db, sql<{ id: number }>`INSERT INTO ${sql.table(tabela)} (descricao) VALUES (${t}) RETURNING id`));
  return ids;
}

// código, descrição, grupo, subgrupo (or null), unidade, mínimo, [saldo inicial no almoxarifado, valor unitário]
const ITENS = [
  ['ESC-001', 'Papel sulfite A4 75 g', 0, 0, 'resma', 20, 60, 24.9],
  ['ESC-002', 'Caneta esferográfica azul', 0, 0, 'un', 50, 300, 1.35],
  ['ESC-003', 'Cartucho de toner HP 85A', 0, 1, 'un', 2, 3, 289.0],
  ['ESC-004', 'Grampo 26/6', 0, 0, 'cx', 5, 12, 6.4],
  ['LIM-001', 'Detergente neutro 500 ml', 1, null, 'un', 24, 48, 2.79],
  ['LIM-002', 'Papel higiênico folha dupla', 1, null, 'pct', 30, 80, 18.5],
  ['LIM-003', 'Álcool 70% 1 l', 1, null, 'l', 10, 25, 9.9],
  ['ALI-001', 'Arroz tipo 1', 2, null, 'kg', 50, 180, 5.49],
  ['ALI-002', 'Feijão carioca', 2, null, 'kg', 40, 120, 7.89],
  ['ALI-003', 'Leite integral UHT', 2, null, 'l', 60, 36, 4.99],
  ['ALI-004', 'Óleo de soja 900 ml', 2, null, 'un', 12, 30, 7.2],
  ['PED-001', 'Lápis de cor 12 cores', 3, null, 'cx', 15, 40, 11.9],
  ['PED-002', 'Massa de modelar 12 cores', 3, null, 'cx', 10, 25, 8.75],
  ['PED-003', 'Cola branca 90 g', 3, null, 'un', 20, 15, 3.2],
] as const;

const UNIDADES = [
  ['un', 'Unidade', false],
  ['cx', 'Caixa', false],
  ['pct', 'Pacote', false],
  ['resma', 'Resma (500 folhas)', false],
  ['kg', 'Quilograma', true],
  ['l', 'Litro', true],
] as const;

async function configuracao(db: Db): Promise<{ grupos: number[]; subgrupos: number[]; unidades: Map<string, number>; locais: number[]; origens: number[]; usos: number[]; formas: number[] }> {
  const grupos = [];
  for (const g of ['Material de escritório', 'Limpeza e higiene', 'Alimentação', 'Material pedagógico']) {
    grupos.push(await id(db, sql<{ id: number }>`INSERT INTO suprimento_grupo (descricao) VALUES (${g}) RETURNING id`));
  }
  const subgrupos = [];
  for (const s of ['Papelaria', 'Impressão']) {
    subgrupos.push(await id(db, sql<{ id: number }>`INSERT INTO suprimento_subgrupo (grupo_id, descricao) VALUES (${grupos[0]!}, ${s}) RETURNING id`));
  }
  await sql`INSERT INTO suprimento_subgrupo (grupo_id, descricao) VALUES (${grupos[2]!}, 'Merenda'), (${grupos[2]!}, 'Cesta básica')`.execute(db);
  const unidades = new Map<string, number>();
  for (const [sigla, descricao, fracionavel] of UNIDADES) {
    unidades.set(sigla, await id(db, sql<{ id: number }>`INSERT INTO suprimento_unidade_medida (sigla, descricao, fracionavel) VALUES (${sigla}, ${descricao}, ${fracionavel}) RETURNING id`));
  }
  const formas = [];
  for (const [descricao, parcelas, dias] of [['À vista', 1, 0], ['30 dias', 1, 30], ['3 vezes (30/60/90)', 3, 30]] as const) {
    formas.push(await id(db, sql<{ id: number }>`INSERT INTO suprimento_forma_pagamento (descricao, parcelas, dias_primeira) VALUES (${descricao}, ${parcelas}, ${dias}) RETURNING id`));
  }
  return {
    grupos,
    subgrupos,
    unidades,
    formas,
    origens: await descricoes(db, 'suprimento_origem', ['Compra', 'Doação', 'Produção própria']),
    usos: await descricoes(db, 'suprimento_utilizacao', ['Consumo administrativo', 'Atividades com os atendidos', 'Merenda', 'Manutenção', 'Eventos']),
    locais: await descricoes(db, 'suprimento_local', ['Almoxarifado central', 'Depósito da Unidade Norte', 'Cozinha da Sede']),
  };
}

async function postar(db: Db, m: Movimento): Promise<void> {
  const r = await lancar(db, m);
  if ('erro' in r) throw new Error(`Movimento de demonstração recusado: ${r.erro}`);
}

/** An adjustment record and its ledger movement, as the screen's save would post them. */
async function ajuste(db: Db, a: { data: string; tipo: 'ENTRADA' | 'DOACAO'; item: number; local: number; quantidade: number; unitario: number; motivo: string; origem: number; usuario: number }): Promise<void> {
  const valorCentavos = Math.round(a.unitario * 100) * a.quantidade;
  const ajusteId = await id(
    db,
    sql<{ id: number }>`INSERT INTO suprimento_ajuste (data, tipo, item_id, local_id, quantidade, valor_unitario, origem_id, motivo, custo, usuario_id)
      VALUES (${a.data}::date, ${a.tipo}, ${a.item}, ${a.local}, ${a.quantidade}, ${a.unitario}, ${a.origem}, ${a.motivo}, ${decimalDosCentavos(valorCentavos)}::numeric, ${a.usuario}) RETURNING id`,
  );
  const tipo = a.tipo === 'DOACAO' ? 'DOACAO' : 'AJUSTE_ENTRADA';
  await postar(db, { data: a.data, tipo, itemId: a.item, localId: a.local, quantidade: a.quantidade * 1000, valorCentavos, motivo: a.motivo, usuarioId: a.usuario, ajusteId });
}

async function requisicao(
  db: Db,
  r: { unidade: number; data: string; setor: string; local: number; uso: number; situacao: string; usuario: number; itens: readonly (readonly [number, number, number])[] },
): Promise<void> {
  const requisicaoId = await id(
    db,
    sql<{ id: number }>`INSERT INTO suprimento_requisicao (unidade_id, data, setor_id, local_id, utilizacao_id, situacao, solicitante_id)
      SELECT ${r.unidade}, ${r.data}::date, s.id, ${r.local}, ${r.uso}, ${r.situacao}, ${r.usuario} FROM setor AS s WHERE s.unidade_id = ${r.unidade} AND s.nome = ${r.setor}
      RETURNING id`,
  );
  for (const [ordem, [item, quantidade, atendida]] of r.itens.entries()) {
    await sql`INSERT INTO suprimento_requisicao_item (requisicao_id, unidade_id, ordem, item_id, quantidade, quantidade_atendida)
      VALUES (${requisicaoId}, ${r.unidade}, ${ordem}, ${item}, ${quantidade}, ${atendida})`.execute(db);
    if (atendida === 0) continue;
    const setor = await id(db, sql<{ id: number }>`SELECT setor_id AS id FROM suprimento_requisicao WHERE id = ${requisicaoId}`);
    await postar(db, { data: r.data, tipo: 'REQUISICAO', itemId: item, localId: r.local, quantidade: atendida * 1000, usuarioId: r.usuario, requisicaoId, setorId: setor });
  }
}

async function compra(
  db: Db,
  c: { unidade: number; data: string; situacao: string; fornecedor: number | null; forma: number; local: number; usuario: number; itens: readonly (readonly [number, number, number])[] },
): Promise<void> {
  const total = decimalDosCentavos(c.itens.reduce((soma, [, q, v]) => soma + Math.round(v * 100) * q, 0));
  const compraId = await id(
    db,
    sql<{ id: number }>`INSERT INTO suprimento_compra (unidade_id, data, fornecedor_id, forma_pagamento_id, local_id, categoria_id, conta_id, situacao, solicitante_id, data_pedido, valor_total)
      VALUES (${c.unidade}, ${c.data}::date, ${c.fornecedor}, ${c.forma}, ${c.local},
        (SELECT id FROM categoria WHERE codigo = '2.4.01'),
        (SELECT min(id) FROM conta WHERE unidade_id = ${c.unidade}), ${c.situacao}, ${c.usuario},
        ${c.situacao === 'PEDIDO' ? c.data : null}::date, ${total}::numeric)
      RETURNING id`,
  );
  for (const [ordem, [item, quantidade, unitario]] of c.itens.entries()) {
    await sql`INSERT INTO suprimento_compra_item (compra_id, unidade_id, ordem, item_id, quantidade, valor_unitario)
      VALUES (${compraId}, ${c.unidade}, ${ordem}, ${item}, ${decimalDosMilesimos(quantidade * 1000)}::numeric, ${unitario})`.execute(db);
  }
}

export async function semearSuprimentos(db: Db, { sede, norte }: Unidades, admin: number): Promise<void> {
  const cfg = await configuracao(db);
  const [central, deposito, cozinha] = cfg.locais as [number, number, number];
  const hoje = hojeNoModelo();
  const itens: number[] = [];
  for (const [codigo, descricao, grupo, subgrupo, unidade, minimo] of ITENS) {
    itens.push(
      await id(
        db,
        sql<{ id: number }>`INSERT INTO suprimento_item (codigo, descricao, grupo_id, subgrupo_id, unidade_medida_id, estoque_minimo, local_id)
          VALUES (${codigo}, ${descricao}, ${cfg.grupos[grupo]!}, ${subgrupo === null ? null : cfg.subgrupos[subgrupo]!}, ${cfg.unidades.get(unidade)!}, ${minimo}, ${central})
          RETURNING id`,
      ),
    );
  }
  const implantacao = somarDias(hoje, -60);
  for (const [i, [, , , , , , saldo, unitario]] of ITENS.entries()) {
    await ajuste(db, { data: implantacao, tipo: 'ENTRADA', item: itens[i]!, local: central, quantidade: saldo, unitario, motivo: 'Saldo inicial da implantação do estoque', origem: cfg.origens[0]!, usuario: admin });
  }
  // A donation at fair value, to the Unidade Norte's depot, and food moved to the kitchen.
  await ajuste(db, { data: somarDias(hoje, -45), tipo: 'DOACAO', item: itens[7]!, local: deposito, quantidade: 100, unitario: 5.2, motivo: 'Doação da campanha Natal Solidário', origem: cfg.origens[1]!, usuario: admin });
  await ajuste(db, { data: somarDias(hoje, -45), tipo: 'DOACAO', item: itens[8]!, local: deposito, quantidade: 60, unitario: 7.5, motivo: 'Doação da campanha Natal Solidário', origem: cfg.origens[1]!, usuario: admin });
  for (const [item, quantidade, local] of [[itens[7]!, 40, cozinha], [itens[1]!, 50, deposito], [itens[0]!, 10, deposito]] as const) {
    const transferenciaId = await id(
      db,
      sql<{ id: number }>`INSERT INTO suprimento_transferencia (data, item_id, local_origem_id, local_destino_id, quantidade, observacao, usuario_id)
        VALUES (${somarDias(hoje, -30)}::date, ${item}, ${central}, ${local}, ${quantidade}, 'Reposição do mês', ${admin}) RETURNING id`,
    );
    await postar(db, { data: somarDias(hoje, -30), tipo: 'TRANSFERENCIA', itemId: item, localId: central, localDestinoId: local, quantidade: quantidade * 1000, usuarioId: admin, transferenciaId });
  }

  const [administrativo, atividades] = [cfg.usos[0]!, cfg.usos[1]!];
  const base = { unidade: sede, local: central, usuario: admin };
  await requisicao(db, { ...base, data: somarDias(hoje, -20), setor: 'Administrativo', uso: administrativo, situacao: 'ATENDIDA', itens: [[itens[0]!, 15, 15], [itens[1]!, 40, 40], [itens[2]!, 2, 2]] });
  await requisicao(db, { ...base, data: somarDias(hoje, -10), setor: 'Projetos Sociais', uso: atividades, situacao: 'PARCIALMENTE_ATENDIDA', itens: [[itens[11]!, 20, 20], [itens[13]!, 20, 15]] });
  await requisicao(db, { ...base, data: somarDias(hoje, -3), setor: 'Financeiro', uso: administrativo, situacao: 'APROVADA', itens: [[itens[0]!, 5, 0], [itens[3]!, 2, 0]] });
  await requisicao(db, { ...base, data: somarDias(hoje, -1), setor: 'Captação de Recursos', uso: cfg.usos[4]!, situacao: 'SOLICITADA', itens: [[itens[1]!, 30, 0], [itens[6]!, 4, 0]] });
  await requisicao(db, { unidade: norte, local: deposito, usuario: admin, data: somarDias(hoje, -5), setor: 'Educação', uso: atividades, situacao: 'SOLICITADA', itens: [[itens[7]!, 20, 0]] });

  const fornecedor = await id(db, sql<{ id: number }>`SELECT min(id) AS id FROM pessoa WHERE unidade_id = ${sede} AND fornecedor`);
  await compra(db, { unidade: sede, data: somarDias(hoje, -7), situacao: 'PEDIDO', fornecedor, forma: cfg.formas[2]!, local: central, usuario: admin, itens: [[itens[2]!, 10, 289], [itens[0]!, 40, 23.9]] });
  await compra(db, { unidade: sede, data: somarDias(hoje, -2), situacao: 'SOLICITADA', fornecedor: null, forma: cfg.formas[0]!, local: cozinha, usuario: admin, itens: [[itens[9]!, 60, 4.89], [itens[10]!, 12, 7.1]] });

  const almoxarifado = await id(db, sql<{ id: number }>`INSERT INTO grupo_permissao (nome, descricao) VALUES ('Almoxarifado', 'Recebe os avisos de itens abaixo do estoque mínimo.') RETURNING id`);
  await sql`INSERT INTO grupo_permissao_tag (grupo_id, tag) VALUES (${almoxarifado}, ${TAG_DO_ALMOXARIFE})`.execute(db);
  await sql`INSERT INTO usuario_grupo (usuario_id, grupo_id) SELECT id, ${almoxarifado} FROM usuario WHERE login = 'operador'`.execute(db);
}
