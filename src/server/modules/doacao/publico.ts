import { URL_DA_DOACAO, URL_DO_DESAFIO, URL_DO_PORTAL, type Desafio, type DoacaoCriada, type PortalDeDoacaoConfig } from '../../../shared/api/doacaoPublica.ts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { conferirPedido, type PedidoDeDoacao } from '../../../shared/doacao/pedido.ts';
import { decimalDosCentavos, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import type { Servicos } from '../../servicos.ts';
import { URL_LOGO } from '../../../shared/api/parametros.ts';
import { politicaVigente } from '../politicaprivacidade/rotas.ts';
import { agradecerDoacao } from './avisos.ts';
import { configuracaoDoPortal, parametrosDasDoacoes } from './configuracao.ts';
import { criarDesafiante, type Desafiante } from './desafio.ts';
import { doadorDoPortal } from './doador.ts';
import { registrarMovimento } from './movimento.ts';
import { pixPronto } from './pixEstatico.ts';
import type { Cobranca } from './provedor.ts';
import { cobrarDoacao } from './provedores.ts';
import { svgDoQrCode } from './qrcode.ts';
import { criarTituloDaDoacao } from './titulo.ts';

// The donation portal's public calls (no session; the per-address limit of /api/publico/ is the
// public infrastructure's): the portal's texts and settings, the bot check's challenge, and the
// gift, which finds or registers the donor, records the gift (and, monthly, its colaboração) as
// the staff's list shows it at once, thanks the donor by e-mail (after the commit), and answers
// the PIX code and its QR image. Hostile input is
// a refused request that writes nothing.


const PUBLICO = { config: { publico: true } } as const;

// Every member is declared (any other is refused by name); their types and rules are conferirPedido's, in pt-BR.
const MEMBROS = ['valor', 'periodicidade', 'diaDoMes', 'nome', 'cpfCnpj', 'email', 'telefone', 'aceitePolitica', 'desafio', 'nonce', 'website'] as const;
const CORPO = { type: 'object', additionalProperties: false, properties: Object.fromEntries(MEMBROS.map((m) => [m, {}])) } as const;

/** The unit that receives the portal's gifts: the first active one (the headquarters). */
async function unidadeDoPortal(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM unidade WHERE ativo ORDER BY id LIMIT 1`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new HttpError(422, M.recusada);
  return id;
}

async function registrarDoacao(trx: Db, pedido: PedidoDeDoacao): Promise<{ id: number; cobranca: Cobranca | null }> {
  const unidadeId = await unidadeDoPortal(trx);
  const pessoaId = await doadorDoPortal(trx, unidadeId, pedido);
  const hoje = hojeNoModelo();
  const valor = decimalDosCentavos(pedido.centavos);
  let colaboracaoId: number | null = null;
  if (pedido.periodicidade === 'MENSAL') {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, origem)
      VALUES (${unidadeId}, ${pessoaId}, ${valor}::numeric, ${pedido.diaDoMes}, 'PIX', ${hoje}::date, 'PORTAL') RETURNING id`.execute(trx);
    colaboracaoId = rows[0]!.id;
  }
  const { rows } = await sql<{ id: number }>`
    INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, periodicidade, colaboracao_id, competencia, origem)
    VALUES (${unidadeId}, ${pessoaId}, ${hoje}::date, ${valor}::numeric, 'PIX', ${pedido.periodicidade}, ${colaboracaoId},
      ${colaboracaoId === null ? null : `${hoje.slice(0, 7)}-01`}::date, 'PORTAL') RETURNING id`.execute(trx);
  const id = rows[0]!.id;
  const cobranca = await cobrarDoacao(trx, { id, valor, forma: 'PIX', txid: null });
  await registrarMovimento(trx, { unidadeId, pessoaId, doacaoId: id, colaboracaoId, data: hoje, tipo: 'DOACAO', forma: 'PIX', valor, descricao: `Doação nº ${id} pelo portal` });
  await criarTituloDaDoacao(trx, { doacaoId: id, unidadeId, pessoaId, data: hoje, valor, contaId: null });
  return { id, cobranca };
}

export function rotasPublicasDasDoacoes(app: FastifyInstance, { db, carteiro, parametros, agora }: Servicos, desafiante: Desafiante = criarDesafiante()): void {
  app.get(URL_DO_PORTAL, PUBLICO, async (_request, reply): Promise<SuccessReply<PortalDeDoacaoConfig>> => {
    const [portal, v, politica, pix] = await Promise.all([configuracaoDoPortal(db), parametros.valores(), politicaVigente(db), parametrosDasDoacoes(db)]);
    void reply.header('cache-control', 'no-cache');
    return {
      content: {
        instituicao: { nome: v.nomeDaInstituicao, logoUrl: v.logo === null ? null : `${URL_LOGO}?v=${v.logo}` },
        titulo: portal.titulo,
        texto: portal.texto,
        valoresSugeridos: portal.valoresSugeridos,
        valorMinimo: portal.valorMinimo,
        permiteMensal: portal.permiteMensal,
        telefoneObrigatorio: portal.pedirTelefone && portal.telefoneObrigatorio,
        politicaDePrivacidade: politica.texto,
        pixAtivo: portal.pixAtivo && pixPronto(pix),
      },
    };
  });

  app.get(URL_DO_DESAFIO, PUBLICO, async (_request, reply): Promise<SuccessReply<Desafio>> => {
    void reply.header('cache-control', 'no-store');
    return { content: desafiante.emitir(agora()) };
  });

  app.post(URL_DA_DOACAO, { ...PUBLICO, bodyLimit: 16 * 1024, schema: { body: CORPO } }, async (request): Promise<SuccessReply<DoacaoCriada>> => {
    const portal = await configuracaoDoPortal(db);
    const conferido = conferirPedido(request.body, portal);
    if ('erros' in conferido) throw errosDeFormulario(conferido.erros);
    const { pedido } = conferido;
    const pix = await parametrosDasDoacoes(db);
    if (!portal.pixAtivo || !pixPronto(pix)) throw new HttpError(422, M.pixInativo);
    const julgado = await desafiante.julgar(db, pedido.desafio, pedido.nonce, agora());
    if (!julgado.ok) throw errosDeFormulario([{ field: 'desafio', message: julgado.mensagem }]);
    const { id, cobranca } = await db.transaction().execute(async (trx) => {
      const registrada = await registrarDoacao(trx, pedido);
      // The PIX was checked ready above; a key changed meanwhile refuses the gift rather than give no code.
      if (registrada.cobranca?.pixCopiaECola == null) throw new HttpError(422, M.pixInativo);
      return { id: registrada.id, cobranca: { txid: registrada.cobranca.txid, payload: registrada.cobranca.pixCopiaECola } };
    });
    void agradecerDoacao({ db, carteiro }, id).catch(() => undefined);
    const { txid, payload } = cobranca;
    return { content: { doacaoId: id, txid, payload, qrSvg: svgDoQrCode(payload), valor: reaisDosCentavos(pedido.centavos), periodicidade: pedido.periodicidade } };
  });
}
