import { sql } from 'kysely';
import { somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import { GRUPOS_PADRAO } from '../../shared/patrimonio/grupos.ts';
import type { Db } from '../db/database.ts';
import { mesAnterior } from '../modules/patrimonio/agendamento.ts';
import { registrarBaixa } from '../modules/patrimonio/baixar.ts';
import { depreciarMes } from '../modules/patrimonio/depreciar.ts';
import { cronogramaEmReais, lerBem } from '../modules/patrimonio/regraDoBem.ts';
import { semearInventario } from './inventario.ts';

// The assets on first start: the configuration tables (locations, the groups of RFB IN 1700/2017
// Annex III with their ledger accounts, conservation states, ways of entry, write-off reasons,
// registry offices, attachment types), 42 assets over both units and every group (some imported
// with accumulated depreciation, land never depreciated), the depreciation posted through last
// month by the monthly job's own function, two write-offs (a sale and a theft), and two inventory
// counts (inventario.ts: one closed with every outcome, one open).

const LOCAIS = ['Sede – Recepção', 'Sede – Administração', 'Sede – Sala de oficinas', 'Sede – Biblioteca', 'Sede – Almoxarifado', 'Sede – Garagem', 'Unidade Norte – Salão', 'Unidade Norte – Secretaria'];
const ESTADOS = ['Novo', 'Bom', 'Regular', 'Ruim'];
const ENTRADAS: readonly (readonly [string, string])[] = [['Compra', 'COMPRA'], ['Doação recebida', 'DOACAO'], ['Aquisição com recursos de subvenção', 'SUBVENCAO'], ['Comodato', 'COMODATO']];
const MOTIVOS: readonly (readonly [string, string])[] = [
  ['Venda', 'VENDA'], ['Doação a outra entidade', 'DOACAO'], ['Sucata', 'SUCATA'], ['Furto ou roubo', 'FURTO'], ['Perda apurada em inventário', 'PERDA_INVENTARIO'], ['Devolução de comodato', 'DEVOLUCAO_COMODATO'],
];
const CIRCUNSCRICOES = ['1º Ofício de Registro de Imóveis', '2º Ofício de Registro de Imóveis'];
const TIPOS_DE_ANEXO = ['Nota fiscal', 'Termo de doação', 'Termo de comodato', 'Laudo de avaliação', 'Apólice de seguro'];
/** The ledger accounts the groups need beyond the demo chart's, [code, name, parent, group, nature]. */
const CONTAS: readonly (readonly [string, string, string, string, string])[] = [
  ['1.2.1.03', 'Veículos', '1.2.1', 'ATIVO', 'DEVEDORA'],
  ['1.2.1.04', 'Edificações e terrenos', '1.2.1', 'ATIVO', 'DEVEDORA'],
  ['1.2.1.05', 'Computadores e periféricos', '1.2.1', 'ATIVO', 'DEVEDORA'],
  ['5.3.05', 'Perdas e ganhos na baixa de bens', '5.3', 'DESPESA', 'DEVEDORA'],
];
const CONTA_DO_GRUPO: Readonly<Record<string, string>> = { EDIF: '1.2.1.04', TERR: '1.2.1.04', VEIC: '1.2.1.03', INFO: '1.2.1.05' };

/** [group, description, brand, value, months ago it entered use, accumulated imported, unit index, location index]. */
type Modelo = readonly [string, string, string, number, number, number, 0 | 1, number];
const BENS: readonly Modelo[] = [
  ['EDIF', 'Prédio da sede', '', 850000, 70, 120000, 0, 1],
  ['TERR', 'Terreno da Unidade Norte', '', 300000, 40, 0, 1, 6],
  ['VEIC', 'Van de transporte dos atendidos', 'Renault Master', 189900, 30, 0, 0, 5],
  ['VEIC', 'Carro utilitário', 'Fiat Strada', 98000, 75, 60000, 0, 5],
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): Modelo => ['INFO', `Notebook ${n}`, 'Dell Latitude', 4899 + n * 10, 2 + n * 3, 0, n % 3 === 0 ? 1 : 0, n % 3 === 0 ? 7 : 1]),
  ...[1, 2, 3, 4].map((n): Modelo => ['INFO', `Computador de mesa ${n}`, 'Lenovo ThinkCentre', 3600, 14 + n, 0, 0, 3]),
  ['INFO', 'Impressora multifuncional', 'Epson EcoTank', 2199.9, 9, 0, 0, 1],
  ['INFO', 'Projetor', 'Epson PowerLite', 3450, 26, 1200, 1, 6],
  ...[1, 2, 3, 4, 5, 6].map((n): Modelo => ['MOV', `Mesa de oficina ${n}`, 'Marelli', 890, 40 + n, 0, n > 4 ? 1 : 0, n > 4 ? 6 : 2]),
  ...[1, 2, 3, 4].map((n): Modelo => ['MOV', `Estante de biblioteca ${n}`, 'Pandin', 640, 50, 200, 0, 3]),
  ['MOV', 'Armário de aço', 'Pandin', 1150, 90, 800, 0, 4],
  ['MOV', 'Cadeiras de recepção (conjunto)', 'Cavaletti', 2400, 12, 0, 0, 0],
  ['MAQ', 'Geladeira industrial', 'Metalfrio', 7800, 33, 0, 0, 4],
  ['MAQ', 'Fogão industrial', 'Venâncio', 3200, 60, 2000, 1, 6],
  ['MAQ', 'Máquina de costura', 'Singer', 1890, 18, 0, 0, 2],
  ['MAQ', 'Ar-condicionado split', 'LG', 3999, 22, 0, 0, 1],
  ['MAQ', 'Bebedouro', 'IBBL', 1250, 8, 0, 1, 7],
  ['FERR', 'Furadeira de impacto', 'Bosch', 689, 15, 0, 0, 4],
  ['FERR', 'Jogo de ferramentas', 'Tramontina', 450, 28, 0, 0, 4],
  ['FERR', 'Escada de alumínio', 'Mor', 380, 44, 0, 0, 4],
  ['FERR', 'Lavadora de alta pressão', 'Karcher', 899, 6, 0, 1, 7],
];

async function idsPorCodigo(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ codigo: string; id: number }>`SELECT codigo, id FROM conta_contabil`.execute(db);
  return new Map(rows.map((r) => [r.codigo, r.id]));
}

async function inserirDescricoes(db: Db, tabela: string, descricoes: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const d of descricoes) ids.push((await sql<{ id: number }>`INSERT INTO ${sql.table(tabela)} (descricao) VALUES (${d}) RETURNING id`.execute(db)).rows[0]!.id);
  return ids;
}

async function inserirComTipo(db: Db, tabela: string, linhas: readonly (readonly [string, string])[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [d, tipo] of linhas) ids.set(tipo, (await sql<{ id: number }>`INSERT INTO ${sql.table(tabela)} (descricao, tipo) VALUES (${d}, ${tipo}) RETURNING id`.execute(db)).rows[0]!.id);
  return ids;
}

async function semearGrupos(db: Db): Promise<Map<string, number>> {
  let contas = await idsPorCodigo(db);
  for (const [codigo, descricao, pai, grupo, natureza] of CONTAS) {
    if (contas.has(codigo) || !contas.has(pai)) continue;
    await sql`INSERT INTO conta_contabil (codigo, descricao, pai_id, natureza, tipo, grupo) VALUES (${codigo}, ${descricao}, ${contas.get(pai)}, ${natureza}, 'ANALITICA', ${grupo})`.execute(db);
  }
  contas = await idsPorCodigo(db);
  const ids = new Map<string, number>();
  for (const g of GRUPOS_PADRAO) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO patrimonio_grupo (codigo, descricao, taxa_anual, vida_util_meses, depreciavel, conta_ativo_id, conta_depreciacao_id, conta_despesa_id, conta_baixa_id)
      VALUES (${g.codigo}, ${g.descricao}, ${g.taxaAnual}, ${g.vidaUtilMeses}, ${g.depreciavel}, ${contas.get(CONTA_DO_GRUPO[g.codigo] ?? '1.2.1.01') ?? null},
        ${contas.get('1.2.1.02') ?? null}, ${contas.get('5.3.04') ?? null}, ${contas.get('5.3.05') ?? null})
      RETURNING id`.execute(db);
    ids.set(g.codigo, rows[0]!.id);
  }
  return ids;
}

/** Six people of the unit: suppliers, or the responsible staff (natural persons). */
async function pessoasDa(db: Db, unidadeId: number, fornecedor: boolean): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM pessoa WHERE unidade_id = ${unidadeId} AND ativo AND fornecedor = ${fornecedor} AND (fornecedor OR papel_pessoa_fisica) ORDER BY id LIMIT 6`.execute(db);
  return rows.map((r) => r.id);
}

export async function semearPatrimonio(db: Db, unidades: { sede: number; norte: number }, usuarioId: number): Promise<void> {
  const locais = await inserirDescricoes(db, 'patrimonio_local', LOCAIS);
  const estados = await inserirDescricoes(db, 'patrimonio_estado_conservacao', ESTADOS);
  const circunscricoes = await inserirDescricoes(db, 'patrimonio_circunscricao', CIRCUNSCRICOES);
  await inserirDescricoes(db, 'patrimonio_tipo_anexo', TIPOS_DE_ANEXO);
  const entradas = await inserirComTipo(db, 'patrimonio_entrada', ENTRADAS);
  const motivos = await inserirComTipo(db, 'patrimonio_motivo_baixa', MOTIVOS);
  const grupos = await semearGrupos(db);
  const vidas = new Map(GRUPOS_PADRAO.map((g) => [g.codigo, g.vidaUtilMeses]));
  const hoje = hojeNoModelo();
  const unidadeIds = [unidades.sede, unidades.norte];
  const responsaveis = [await pessoasDa(db, unidades.sede, false), await pessoasDa(db, unidades.norte, false)];
  const fornecedores = [await pessoasDa(db, unidades.sede, true), await pessoasDa(db, unidades.norte, true)];
  const ids: number[] = [];
  for (const [i, [grupo, descricao, marca, valor, mesesAtras, acumulada, u, local]] of BENS.entries()) {
    const inicio = somarMeses(hoje, -mesesAtras);
    const imovel = grupo === 'EDIF' || grupo === 'TERR';
    const entrada = entradas.get(i % 5 === 1 ? 'DOACAO' : i % 7 === 2 ? 'SUBVENCAO' : 'COMPRA') ?? null;
    const { rows } = await sql<{ id: number }>`
      INSERT INTO bem (unidade_id, plaqueta, descricao, grupo_id, marca, fornecedor_id, nota_fiscal, data_nota, valor, entrada_id, local_id, responsavel_id,
        estado_conservacao_id, circunscricao_id, matricula, vida_util_meses, valor_residual, inicio_uso, depreciacao_acumulada, numero_serie)
      VALUES (${unidadeIds[u]}, ${`PAT-${String(i + 1).padStart(5, '0')}`}, ${descricao}, ${grupos.get(grupo)}, ${marca === '' ? null : marca},
        ${imovel ? null : (fornecedores[u]![i % 6] ?? null)}, ${imovel ? null : String(1000 + i * 37)}, ${imovel ? null : inicio}::date, ${valor.toFixed(2)}::numeric,
        ${entrada}, ${locais[local]}, ${responsaveis[u]![i % 6] ?? null}, ${estados[i % 3]}, ${imovel ? circunscricoes[u] : null},
        ${imovel ? String(20000 + i) : null}, ${vidas.get(grupo) ?? 0}, ${grupo === 'VEIC' ? (valor * 0.2).toFixed(2) : '0'}::numeric, ${inicio}::date,
        ${acumulada.toFixed(2)}::numeric, ${imovel ? null : `SN${String(734100 + i * 13)}`})
      RETURNING id`.execute(db);
    ids.push(rows[0]!.id);
  }
  for (const id of ids) {
    const bem = await lerBem(db, id);
    await sql`UPDATE bem SET cronograma = ${JSON.stringify(cronogramaEmReais(bem?.regra ?? null))}::jsonb WHERE id = ${id}`.execute(db);
  }
  // Written off before the month is depreciated: no quota after the write-off's month.
  await baixar(db, ids[19]!, { data: somarMeses(hoje, -1), motivoId: motivos.get('VENDA')!, boletim: null, recebidoCentavos: 100000, observacao: 'Vendido a um bazar beneficente.' }, usuarioId);
  await baixar(db, ids[11]!, { data: somarMeses(hoje, -2), motivoId: motivos.get('FURTO')!, boletim: 'BO 4471/2026', recebidoCentavos: 0, observacao: null }, usuarioId);
  await depreciarMes(db, mesAnterior(hoje));
  await semearInventario(db, unidades.sede, { biblioteca: locais[3]!, oficinas: locais[2]!, administracao: locais[1]! }, usuarioId);
}

async function baixar(db: Db, id: number, pedido: Parameters<typeof registrarBaixa>[2], usuarioId: number): Promise<void> {
  const bem = await lerBem(db, id);
  if (bem !== null) await registrarBaixa(db, bem, pedido, usuarioId);
}
