import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { gerarHashSenha } from '../auth/senha.ts';
import { TAG_ADMINISTRADOR, type Tag } from '../../shared/permissions/catalogue.ts';
import { aleatorioComSemente } from './aleatorio.ts';
import { semearAprovacao } from './aprovacao.ts';
import { semearFinanceiro } from './financeiro.ts';
import { semearRecibos } from './financeiro-recibos.ts';
import { semearTitulos } from './financeiro-titulos.ts';
import { semearLancamentosFixos } from './financeiro-fixos.ts';
import { semearImpostos } from './financeiro-impostos.ts';
import { semearTransferencias } from './financeiro-transferencias.ts';
import { semearContabilidade } from './financeiro-contabilidade.ts';
import { semearOrcamento } from './financeiro-orcamento.ts';
import { semearEmprestimos } from './emprestimos.ts';
import { semearProjetos } from './projetos.ts';
import { semearRemanejamentos } from './remanejamentos.ts';
import { semearPatrimonio } from './patrimonio.ts';
import { semearDoacoes } from './doacoes.ts';
import { LOGIN_DO_TELEMARKETING, semearMobilizacao } from './mobilizacao.ts';
import { semearRemessa } from './remessa.ts';
import { semearSuprimentos } from './suprimentos.ts';
import { semearCebas } from './cebas.ts';
import { semearAtendimento } from './atendimento.ts';
import { semearComunicados } from './comunicados.ts';
import { semearPortalDaTransparencia } from './portaltransparencia.ts';
import { semearIntervalos } from './intervalos.ts';
import { carregarMunicipios } from './municipios.ts';
import { semearPessoas, type CidadeSemeada } from './pessoas.ts';

export const LOGINS_DEMO = [
  { login: 'admin', senha: 'admin', descricao: 'tudo (administrador), unidades Sede e Unidade Norte' },
  { login: 'operador', senha: 'operador', descricao: 'cadastro de pessoas: consultar, incluir, alterar, imprimir; almoxarife (avisos de estoque mínimo); unidade Sede' },
  { login: 'coordenador', senha: 'coordenador', descricao: 'coordena o projeto Cultura Viva; aprovação financeira, nível 1 (Coordenação); unidade Sede' },
  { login: 'coordenadora', senha: 'coordenadora', descricao: 'coordena os projetos Educação Integral e Horta Escola; unidade Sede' },
  { login: 'diretor', senha: 'diretor', descricao: 'aprovação financeira, nível 2 (Diretoria financeira); unidade Sede' },
  LOGIN_DO_TELEMARKETING,
] as const;

const TAGS_DO_OPERADOR: readonly Tag[] = [
  'gestaopessoas.pessoa.visualizar',
  'gestaopessoas.pessoa.editar',
  'gestaopessoas.pessoa.imprimir',
];

const TAGS_DO_REGISTRO_DE_INTERVALO: readonly Tag[] = ['registrointervalo.intervalo.registrar'];

async function criarGrupo(db: Db, nome: string, descricao: string, tags: readonly string[]): Promise<number> {
  const { id } = await db.insertInto('grupo_permissao').values({ nome, descricao }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('grupo_permissao_tag').values(tags.map((tag) => ({ grupo_id: id, tag }))).execute();
  return id;
}

async function criarUsuario(
  db: Db,
  u: { login: string; nome: string; email: string | null; senha: string; unidades: number[]; grupos: number[] },
): Promise<number> {
  const { id } = await db
    .insertInto('usuario')
    .values({ login: u.login, nome: u.nome, email: u.email, senha_hash: await gerarHashSenha(u.senha) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('usuario_unidade').values(u.unidades.map((unidade_id) => ({ usuario_id: id, unidade_id }))).execute();
  await db.insertInto('usuario_grupo').values(u.grupos.map((grupo_id) => ({ usuario_id: id, grupo_id }))).execute();
  return id;
}

export async function cidadesParaSemear(db: Db): Promise<CidadeSemeada[]> {
  const municipios = new Map((await carregarMunicipios()).map((m) => [m.codigoIbge, m]));
  const cidades = await db.selectFrom('cidade').select(['id', 'codigo_ibge', 'latitude', 'longitude']).orderBy('id').execute();
  return cidades.map((c) => {
    const m = municipios.get(c.codigo_ibge);
    return { id: c.id, lat: c.latitude, lng: c.longitude, uf: m?.estado.uf ?? '', populacao: m?.populacao ?? 1 };
  });
}

async function instituicaoExiste(db: Db): Promise<boolean> {
  return (await db.selectFrom('instituicao').select('id').executeTakeFirst()) !== undefined;
}

/**
 * The demo institution of DESIGN.md, on first start only: units Sede and Unidade Norte,
 * sectors, permission groups, the users admin and operador, the break configuration of Sede,
 * the finance configuration and about 2,000 people.
 * Runs in one transaction, so a start killed half-way seeds again from scratch.
 */
export async function semearDemo(db: Db, pessoas = 2000, dataDir?: string): Promise<boolean> {
  if (await instituicaoExiste(db)) return false;
  const cidades = await cidadesParaSemear(db);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('instituicao').values({ nome: 'Instituto Alicerce' }).execute();
    const [sede, norte] = await trx
      .insertInto('unidade')
      .values([
        { nome: 'Sede', cnpj: '11222333000181' },
        { nome: 'Unidade Norte', cnpj: '12ABC34501DE35' },
      ])
      .returning('id')
      .execute();
    if (!sede || !norte) throw new Error('Unidades não criadas.');
    await trx
      .insertInto('setor')
      .values([
        { unidade_id: sede.id, nome: 'Administrativo' },
        { unidade_id: sede.id, nome: 'Financeiro' },
        { unidade_id: sede.id, nome: 'Captação de Recursos' },
        { unidade_id: sede.id, nome: 'Projetos Sociais' },
        { unidade_id: norte.id, nome: 'Atendimento' },
        { unidade_id: norte.id, nome: 'Educação' },
      ])
      .execute();
    const administradores = await criarGrupo(trx, 'Administradores', 'Acesso total.', [TAG_ADMINISTRADOR]);
    const cadastro = await criarGrupo(trx, 'Cadastro de Pessoas', 'Consulta, inclusão, alteração e impressão de pessoas.', TAGS_DO_OPERADOR);
    // Offered to the institution's staff; DESIGN.md's operador keeps the people register only.
    await criarGrupo(trx, 'Registro de Intervalo', 'Registro dos próprios intervalos.', TAGS_DO_REGISTRO_DE_INTERVALO);
    const admin = await criarUsuario(trx, {
      login: 'admin',
      nome: 'Administrador',
      email: 'admin@alicerce.example.com.br',
      senha: 'admin',
      unidades: [sede.id, norte.id],
      grupos: [administradores],
    });
    await criarUsuario(trx, {
      login: 'operador',
      nome: 'Operador de Cadastro',
      email: 'operador@alicerce.example.com.br',
      senha: 'operador',
      unidades: [sede.id],
      grupos: [cadastro],
    });
    await semearIntervalos(trx, sede.id, [admin]);
    await semearFinanceiro(trx, { sede: sede.id, norte: norte.id });
    await semearPessoas(trx, { quantidade: pessoas, unidadeIds: [sede.id, norte.id], cidades, random: aleatorioComSemente(2026) });
    await semearTitulos(trx, [sede.id, norte.id], aleatorioComSemente(16));
    await semearRecibos(trx, [sede.id, norte.id], admin);
    await semearLancamentosFixos(trx, [sede.id, norte.id]);
    await semearImpostos(trx, { sede: sede.id, norte: norte.id });
    await semearTransferencias(trx, { sede: sede.id, norte: norte.id });
    await semearContabilidade(trx, sede.id, admin);
    await semearProjetos(trx, { sede: sede.id, norte: norte.id });
    await semearOrcamento(trx, [sede.id, norte.id]);
    await semearEmprestimos(trx, sede.id, admin);
    await semearAprovacao(trx, sede.id, admin);
    await semearRemanejamentos(trx);
    await semearPatrimonio(trx, { sede: sede.id, norte: norte.id }, admin);
    await semearSuprimentos(trx, { sede: sede.id, norte: norte.id }, admin);
    await semearCebas(trx, { sede: sede.id, norte: norte.id }, admin);
    await semearAtendimento(trx, { sede: sede.id, norte: norte.id }, admin);
    await semearComunicados(trx, sede.id, admin);
    await semearDoacoes(trx, sede.id);
    await semearPortalDaTransparencia(trx, dataDir === undefined ? null : { dataDir, criadoPor: admin });
    await semearMobilizacao(trx, sede.id);
    if (dataDir !== undefined) await semearRemessa(trx, sede.id, { dataDir, criadoPor: admin });
  });
  return true;
}

/**
 * Without demo data, the first start still needs someone to log in: an institution, a unit and
 * an administrator whose random password is shown once.
 */
export async function semearInstalacaoMinima(db: Db): Promise<string | null> {
  if (await instituicaoExiste(db)) return null;
  const senha = randomBytes(12).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('instituicao').values({ nome: 'Instituição' }).execute();
    const { id: sede } = await trx.insertInto('unidade').values({ nome: 'Sede', cnpj: null }).returning('id').executeTakeFirstOrThrow();
    const grupo = await criarGrupo(trx, 'Administradores', 'Acesso total.', [TAG_ADMINISTRADOR]);
    await criarUsuario(trx, { login: 'admin', nome: 'Administrador', email: null, senha, unidades: [sede], grupos: [grupo] });
  });
  return senha;
}
