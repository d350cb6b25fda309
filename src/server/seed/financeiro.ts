import type { Db } from '../db/database.ts';
import { dayjs, fusoHorario } from '../../shared/format/dayjs.ts';
import { semearCategorias } from './financeiro-categorias.ts';
import { semearRegrasDeConciliacao } from './financeiro-conciliacao.ts';
import { semearFechamento } from './financeiro-fechamento.ts';

// The demo's finance configuration, so every tab of Financeiro › Configurações reads like a
// real nonprofit's on first start: the chart (financeiro-categorias.ts), cost centres, each
// unit's bank and cash accounts, the withheld taxes, payment occurrences, payroll events and
// the receipts' signature.

const CENTROS_DE_CUSTO = [
  { codigo: '01', descricao: 'Administração geral', tipo: 'ADMINISTRACAO' },
  { codigo: '02', descricao: 'Captação de recursos', tipo: 'CAPTACAO' },
  { codigo: '03', descricao: 'Programa Educação Cidadã', tipo: 'PROGRAMA' },
  { codigo: '04', descricao: 'Programa Segurança Alimentar', tipo: 'PROGRAMA' },
  { codigo: '05', descricao: 'Projeto Horta Comunitária', tipo: 'PROJETO' },
  { codigo: '06', descricao: 'Projeto Leitura na Praça', tipo: 'PROJETO' },
] as const;

type GrupoDeContas = 'livres' | 'aplicacoes' | 'vinculados';
type TipoDeConta = 'CAIXA' | 'CONTA_CORRENTE' | 'POUPANCA' | 'APLICACAO';
type ContaDemo = readonly [descricao: string, tipo: TipoDeConta, grupo: GrupoDeContas, banco: string | null, agencia: string | null, numero: string | null, saldo: string];

const CONTAS_DA_SEDE: readonly ContaDemo[] = [
  ['Caixa da Sede', 'CAIXA', 'livres', null, null, null, '850.00'],
  ['Banco do Brasil c/c', 'CONTA_CORRENTE', 'livres', '001', '1234-5', '56789-0', '48320.15'],
  ['Caixa Econômica poupança', 'POUPANCA', 'aplicacoes', '104', '0987', '013.00045678-9', '12500.00'],
  ['Bradesco aplicação', 'APLICACAO', 'aplicacoes', '237', '2345-6', '0123456-7', '150000.00'],
  ['Banco do Brasil c/c Termo de Fomento', 'CONTA_CORRENTE', 'vinculados', '001', '1234-5', '60123-4', '35000.00'],
];

const CONTAS_DO_NORTE: readonly ContaDemo[] = [
  ['Caixa da Unidade Norte', 'CAIXA', 'livres', null, null, null, '320.00'],
  ['Banco do Brasil c/c', 'CONTA_CORRENTE', 'livres', '001', '3456-7', '11223-3', '9870.40'],
  ['Caixa Econômica poupança', 'POUPANCA', 'aplicacoes', '104', '1567', '013.00098765-1', '4200.00'],
  ['Bradesco aplicação', 'APLICACAO', 'aplicacoes', '237', '3456-0', '7654321-0', '25000.00'],
];

async function semearContas(db: Db, unidades: { sede: number; norte: number }): Promise<void> {
  const grupos = new Map<GrupoDeContas, number>();
  for (const [chave, descricao, restrito] of [
    ['livres', 'Recursos livres', false],
    ['aplicacoes', 'Aplicações financeiras', false],
    ['vinculados', 'Recursos vinculados a projetos', true],
  ] as const) {
    grupos.set(chave, (await db.insertInto('grupo_conta').values({ descricao, restrito }).returning('id').executeTakeFirstOrThrow()).id);
  }
  // Opened at the start of last year, before any demo título of the finance core.
  const abertura = `${dayjs().tz(fusoHorario()).year() - 1}-01-01`;
  const linhas = [...CONTAS_DA_SEDE.map((c) => [unidades.sede, c] as const), ...CONTAS_DO_NORTE.map((c) => [unidades.norte, c] as const)];
  await db
    .insertInto('conta')
    .values(
      linhas.map(([unidade_id, [descricao, tipo, grupo, banco, agencia, numero, saldo]]) => ({
        unidade_id, descricao, tipo, grupo_id: grupos.get(grupo) ?? null, banco, agencia, numero, saldo_inicial: saldo, data_saldo_inicial: abertura,
      })),
    )
    .execute();
}

async function semearImpostos(db: Db): Promise<void> {
  const federal = { esfera: 'FEDERAL', fato_gerador: 'PAGAMENTO', vencimento_dia: 20, vencimento_meses: 1, vencimento_dia_nao_util: 'ANTECIPAR' } as const;
  const municipal = { esfera: 'MUNICIPAL', codigo_receita: null, componentes: null, valor_minimo: null, fato_gerador: 'EMISSAO', vencimento_dia: 10, vencimento_meses: 1, vencimento_dia_nao_util: 'POSTERGAR' } as const;
  await db
    .insertInto('imposto')
    .values([
      { ...federal, sigla: 'IRRF', descricao: 'Imposto de renda retido sobre serviços de pessoas jurídicas', codigo_receita: '1708', aliquota: '1.5', componentes: null, valor_minimo: '10.00' },
      {
        ...federal,
        sigla: 'PIS/COFINS/CSLL',
        descricao: 'Contribuições sociais retidas na fonte (Lei 10.833/2003, art. 30)',
        codigo_receita: '5952',
        aliquota: '4.65',
        componentes: JSON.stringify([{ sigla: 'PIS', aliquota: 0.65 }, { sigla: 'COFINS', aliquota: 3 }, { sigla: 'CSLL', aliquota: 1 }]),
        valor_minimo: '10.00',
      },
      // Not withheld when it would be less than R$ 10,00 (the least a collection slip takes): 9,99 or less.
      { ...federal, sigla: 'INSS', descricao: 'INSS retido na cessão de mão de obra', codigo_receita: '2631', aliquota: '11', componentes: null, valor_minimo: '9.99', fato_gerador: 'EMISSAO' },
      { ...municipal, sigla: 'ISS', descricao: 'ISS retido – São Paulo/SP', municipio: 'São Paulo/SP', aliquota: '5' },
      { ...municipal, sigla: 'ISS', descricao: 'ISS retido – Belém/PA', municipio: 'Belém/PA', aliquota: '5' },
    ])
    .execute();
}

async function semearOcorrenciasEEventos(db: Db, categoria: (codigo: string) => number): Promise<void> {
  await db
    .insertInto('ocorrencia_financeira')
    .values(
      (
        [
          ['Juros', 'JUROS', '1.4.02', '2.5.02'],
          ['Multa', 'MULTA', '1.4.02', '2.5.02'],
          ['Desconto', 'DESCONTO', '2.5.03', '1.4.03'],
          ['Tarifa bancária', 'TARIFA', '2.5.01', '2.5.01'],
          ['Estorno de tarifa bancária', 'ESTORNO', '1.4.04', '1.4.04'],
        ] as const
      ).map(([descricao, tipo, receber, pagar]) => ({ descricao, tipo, categoria_receita_id: categoria(receber), categoria_despesa_id: categoria(pagar) })),
    )
    .execute();
  const todas = { incide_inss: true, incide_fgts: true, incide_irrf: true };
  const nenhuma = { incide_inss: false, incide_fgts: false, incide_irrf: false };
  await db
    .insertInto('evento_folha')
    .values(
      (
        [
          ['001', 'Salário', 'PROVENTO', '2.1.01', todas],
          ['002', 'Horas extras', 'PROVENTO', '2.1.01', todas],
          ['010', 'Férias', 'PROVENTO', '2.1.02', todas],
          ['011', '1/3 constitucional de férias', 'PROVENTO', '2.1.02', todas],
          ['020', '13º salário', 'PROVENTO', '2.1.03', todas],
          ['101', 'INSS do empregado', 'DESCONTO', '2.1.04', nenhuma],
          ['102', 'Vale-transporte', 'DESCONTO', '2.1.07', nenhuma],
          ['201', 'INSS patronal', 'ENCARGO', '2.1.04', nenhuma],
          ['202', 'FGTS', 'ENCARGO', '2.1.05', nenhuma],
          ['203', 'PIS sobre a folha de pagamento', 'ENCARGO', '2.1.06', nenhuma],
        ] as const
      ).map(([codigo, descricao, tipo, cat, incidencias]) => ({ codigo, descricao, tipo, categoria_id: categoria(cat), ...incidencias })),
    )
    .execute();
}

export async function semearFinanceiro(db: Db, unidades: { sede: number; norte: number }): Promise<void> {
  const categorias = await semearCategorias(db);
  const categoria = (codigo: string): number => {
    const id = categorias.get(codigo);
    if (id === undefined) throw new Error(`Categoria da demonstração sem semente: ${codigo}.`);
    return id;
  };
  await db.insertInto('centro_custo').values([...CENTROS_DE_CUSTO]).execute();
  await semearContas(db, unidades);
  await semearImpostos(db);
  await semearOcorrenciasEEventos(db, categoria);
  await semearRegrasDeConciliacao(db, [unidades.sede, unidades.norte], categoria);
  // The receipts' signature block, settings of the parameters' screen (the other settings at their defaults).
  const recibo = {
    reciboResponsavel: 'Maria Aparecida Souza',
    reciboCargo: 'Diretora financeira',
    reciboTexto: 'Declaramos, para os devidos fins, que recebemos a importância acima, que será aplicada integralmente nas finalidades estatutárias da instituição.',
  };
  await db
    .insertInto('ajuste')
    .values(Object.entries(recibo).map(([campo, valor]) => ({ modelo: 'parametroFinanceiro', unidade_id: null, campo, valor: JSON.stringify(valor) })))
    .execute();
  await semearFechamento(db);
}
