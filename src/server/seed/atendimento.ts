import { sql } from 'kysely';
import { ROTULOS_DA_PRIORIDADE, ROTULOS_DA_SITUACAO } from '../../shared/atendimento/mensagens.ts';
import type { Prioridade, SituacaoDoAtendimento } from '../../shared/atendimento/sla.ts';
import type { Db } from '../db/database.ts';
import { registrarMudancas } from '../modules/atendimento/historico.ts';
import { recalcularSla } from '../modules/atendimento/sla.ts';

// The service desk on first start: five ticket types with their targets, and tickets of the Sede
// and of the Unidade Norte in every status, opened hours or days ago so that their SLA (computed
// from their history like any other) shows one overdue, one paused, ones in time and ones done.
// The operador is the requester's user of one, so he is told live of its replies.

const HORA = 3_600_000;

// descrição, [primeira resposta, resolução] em minutos úteis: baixa, média, alta, urgente
const TIPOS = [
  ['Suporte de informática', [[480, 2700], [240, 1080], [60, 480], [30, 240]]],
  ['Manutenção predial', [[960, 5400], [480, 2700], [120, 960], [30, 240]]],
  ['Atendimento ao beneficiário', [[480, 2700], [240, 1620], [60, 540], [30, 240]]],
  ['Documentos e declarações', [[480, 4320], [240, 2160], [120, 1080], [60, 480]]],
  ['Compras e almoxarifado', [[960, 5400], [480, 2700], [240, 1080], [60, 480]]],
] as const;

type Passo = readonly [horasDepois: number, situacao: SituacaoDoAtendimento] | readonly [horasDepois: number, 'resposta' | 'nota', texto: string];

interface Chamado {
  unidade: number;
  assunto: string;
  descricao: string;
  tipo: number;
  prioridade: Prioridade;
  horasAtras: number;
  responsavel: number | null;
  solicitanteUsuario?: number;
  solicitantePessoa?: number | null;
  setor?: number | null;
  passos: readonly Passo[];
}

async function semearTipos(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const [descricao, [b, m, a, u]] of TIPOS) {
    const { rows } = await sql<{ id: number }>`INSERT INTO atendimento_tipo (descricao, primeira_resposta_baixa, resolucao_baixa, primeira_resposta_media,
        resolucao_media, primeira_resposta_alta, resolucao_alta, primeira_resposta_urgente, resolucao_urgente)
      VALUES (${descricao}, ${b[0]}, ${b[1]}, ${m[0]}, ${m[1]}, ${a[0]}, ${a[1]}, ${u[0]}, ${u[1]}) RETURNING id`.execute(db);
    ids.push(rows[0]!.id);
  }
  return ids;
}

async function semearChamado(db: Db, c: Chamado, admin: number, agora: number): Promise<void> {
  const aberto = new Date(agora - c.horasAtras * HORA);
  const { rows } = await sql<{ id: number }>`INSERT INTO atendimento_chamado (unidade_id, assunto, descricao, tipo_id, prioridade, responsavel_id,
      solicitante_usuario_id, solicitante_pessoa_id, setor_id, aberto_em, aberto_por_id)
    VALUES (${c.unidade}, ${c.assunto}, ${c.descricao}, ${c.tipo}, ${c.prioridade}, ${c.responsavel}, ${c.solicitanteUsuario ?? null},
      ${c.solicitantePessoa ?? null}, ${c.setor ?? null}, ${aberto}, ${c.solicitanteUsuario ?? admin}) RETURNING id`.execute(db);
  const id = rows[0]!.id;
  await registrarMudancas(db, id, c.solicitanteUsuario ?? admin, aberto, [
    { campo: 'situacao', de: null, para: ROTULOS_DA_SITUACAO.ABERTO, valor: 'ABERTO' },
    { campo: 'prioridade', de: null, para: ROTULOS_DA_PRIORIDADE[c.prioridade], valor: c.prioridade },
  ]);
  let situacao: SituacaoDoAtendimento = 'ABERTO';
  let ordem = 0;
  for (const passo of c.passos) {
    const em = new Date(aberto.getTime() + passo[0] * HORA);
    if (passo[1] === 'resposta' || passo[1] === 'nota') {
      const interna = passo[1] === 'nota';
      await sql`INSERT INTO atendimento_mensagem (atendimento_id, unidade_id, ordem, texto, interna, autor_id, em)
        VALUES (${id}, ${c.unidade}, ${ordem++}, ${passo[2]}, ${interna}, ${c.responsavel ?? admin}, ${em})`.execute(db);
      await registrarMudancas(db, id, c.responsavel ?? admin, em, [{ campo: interna ? 'nota' : 'resposta', de: null, para: null }]);
    } else {
      await registrarMudancas(db, id, c.responsavel ?? admin, em, [{ campo: 'situacao', de: ROTULOS_DA_SITUACAO[situacao], para: ROTULOS_DA_SITUACAO[passo[1]], valor: passo[1] }]);
      situacao = passo[1];
    }
  }
  await sql`UPDATE atendimento_chamado SET situacao = ${situacao} WHERE id = ${id}`.execute(db);
  await recalcularSla(db, id, new Date(agora));
}

export async function semearAtendimento(db: Db, { sede, norte }: { sede: number; norte: number }, admin: number): Promise<void> {
  const [ti, manutencao, beneficiario, documentos, compras] = (await semearTipos(db)) as [number, number, number, number, number];
  const operador = (await sql<{ id: number }>`SELECT id FROM usuario WHERE login = 'operador'`.execute(db)).rows[0]?.id;
  const pessoa = (await sql<{ id: number | null }>`SELECT min(id) AS id FROM pessoa WHERE unidade_id = ${sede} AND NOT fornecedor`.execute(db)).rows[0]?.id ?? null;
  const setor = (await sql<{ id: number | null }>`SELECT min(id) AS id FROM setor WHERE unidade_id = ${sede}`.execute(db)).rows[0]?.id ?? null;
  const agora = Date.now();
  const chamados: Chamado[] = [
    { unidade: sede, assunto: 'Impressora da recepção não imprime', descricao: 'A impressora liga, mas os documentos ficam parados na fila.', tipo: ti, prioridade: 'ALTA', horasAtras: 0.5, responsavel: null, passos: [] },
    {
      unidade: sede, assunto: 'Acesso ao sistema para a nova assistente social', descricao: 'Criar o usuário da Joana, que começa na segunda-feira.', tipo: ti, prioridade: 'MEDIA', horasAtras: 26,
      responsavel: admin, ...(operador === undefined ? {} : { solicitanteUsuario: operador }), setor,
      passos: [[1, 'EM_ANDAMENTO'], [1.5, 'resposta', 'Recebido: o usuário será criado com o perfil de cadastro de pessoas.']],
    },
    {
      unidade: sede, assunto: 'Segunda via do recibo de doação', descricao: 'O doador pede a segunda via do recibo de março para o imposto de renda.', tipo: documentos, prioridade: 'MEDIA', horasAtras: 30,
      responsavel: admin, solicitantePessoa: pessoa,
      passos: [[2, 'EM_ANDAMENTO'], [2.5, 'resposta', 'Pode nos confirmar o CPF usado na doação?'], [2.6, 'AGUARDANDO_SOLICITANTE']],
    },
    {
      unidade: sede, assunto: 'Vazamento no banheiro do 2º andar', descricao: 'A descarga não para de correr e já molhou o corredor.', tipo: manutencao, prioridade: 'URGENTE', horasAtras: 10 * 24,
      responsavel: admin, setor, passos: [[0.2, 'EM_ANDAMENTO'], [0.3, 'nota', 'Aguardando o encanador terceirizado.']],
    },
    {
      unidade: sede, assunto: 'Inscrição na oficina de música', descricao: 'A mãe de um aluno pede a vaga na turma de violão das quintas.', tipo: beneficiario, prioridade: 'BAIXA', horasAtras: 6 * 24,
      responsavel: admin, solicitantePessoa: pessoa,
      passos: [[1, 'EM_ANDAMENTO'], [1.2, 'resposta', 'A inscrição foi feita; a turma começa no dia 5.'], [1.3, 'RESOLVIDO']],
    },
    {
      unidade: sede, assunto: 'Troca das lâmpadas do salão', descricao: 'Quatro lâmpadas queimadas no salão de eventos.', tipo: manutencao, prioridade: 'BAIXA', horasAtras: 15 * 24,
      responsavel: admin, passos: [[3, 'EM_ANDAMENTO'], [20, 'resposta', 'Lâmpadas trocadas.'], [20.1, 'RESOLVIDO'], [48, 'FECHADO']],
    },
    {
      unidade: norte, assunto: 'Reposição de material pedagógico', descricao: 'Faltam lápis de cor e massa de modelar para as turmas da tarde.', tipo: compras, prioridade: 'MEDIA', horasAtras: 3,
      responsavel: null, passos: [],
    },
  ];
  for (const c of chamados) await semearChamado(db, c, admin, agora);
}
